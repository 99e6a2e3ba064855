import type { Query } from './query/query.ts';
import { type DehydratedState, QueryClient } from './query/query-client.ts';

/** How long after start-up the data the server rendered the page with counts as just fetched. */
const SERVER_DATA_GRACE_MS = 10_000;

let serverDataAt: number | null = null;
/** The address the server rendered: its data is the page's own there only. */
let serverDataPage: string | null = null;

function currentPage(): string | null {
  if (typeof window === 'undefined') return null;
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The page's own server-rendered data is not fetched again when its screen mounts. Coming back
 * to it from another screen (an order page after binding an account) reads it anew.
 */
function refetchOnMount(query: Query): boolean {
  const fromServer = serverDataAt !== null && query.state.dataUpdatedAt === serverDataAt;
  const samePage = serverDataPage !== null && serverDataPage === currentPage();
  return !(fromServer && samePage && Date.now() - (serverDataAt ?? 0) < SERVER_DATA_GRACE_MS);
}

/**
 * Business calls are not retried (lib/query never retries): a failure already told the borrower
 * (toast) and a repeat could double an action. Webviews refocus often, so focus does not refetch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ staleTime: 30_000, refetchOnMount });
}

/**
 * Puts the results the server rendered the page with into the cache, stamped with the browser's
 * clock (a phone's clock may be far from the server's), so hydration does not call again.
 */
export function hydrateServerData(client: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  serverDataAt = now;
  serverDataPage = currentPage();
  client.hydrate(state, now);
}
