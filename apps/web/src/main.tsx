import './app/global.css';
import { SCREEN_PARTS_ELEMENT_ID, SCREEN_STATE_ELEMENT_ID } from '@loan/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appPaths } from './app/paths.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { getBrandConfig } from './lib/brand/config.ts';
import { applyBrandTheme } from './lib/brand/theme.ts';
import { installNativeEventEntry } from './lib/bridge/native-events.ts';
import type { ApiResult } from './lib/http/api-result.ts';
import { reportFailure } from './lib/http/call-endpoint.ts';
import { loadLocaleTexts } from './lib/i18n/catalogue.ts';
import { captureDocumentLocale, getLocale } from './lib/i18n/locale.ts';
import type { DehydratedState } from './lib/query/query-client.ts';
import { createQueryClient, hydrateServerData } from './lib/query-client.ts';
import { normalizeHashRoute } from './lib/router/hash-route.ts';
import { matchFirst } from './lib/router/match.ts';
import { captureSessionQuery } from './lib/session-query.ts';

// Before anything renders or calls: a hash route as a path, the session query as the app was
// opened, the page's language and the brand theme.
normalizeHashRoute();
captureSessionQuery();
captureDocumentLocale();
installNativeEventEntry();
applyBrandTheme(getBrandConfig());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

const serverState = readServerState();
if (serverState) void hydrateServerRenderedScreen(serverState);
else createRoot(container).render(app);

/** The query cache the server rendered this page with (docs/decisions/0018), if it did. */
function readServerState(): DehydratedState | null {
  return readJsonBlock<DehydratedState>(SCREEN_STATE_ELEMENT_ID);
}

/** The lazily loaded parts the server rendered in this page. */
function readServerParts(): string[] {
  const parts = readJsonBlock<unknown>(SCREEN_PARTS_ELEMENT_ID);
  return Array.isArray(parts) ? parts.filter((part) => typeof part === 'string') : [];
}

function readJsonBlock<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * The screen's chunk and the parts it showed first, so hydration renders the same tree the server
 * did; then the server's results, which the screen does not fetch again. A result that failed
 * tells the borrower as a call of their own would have (toast, login).
 */
async function hydrateServerRenderedScreen(state: DehydratedState): Promise<void> {
  try {
    await matchFirst(appPaths, window.location.pathname)?.screen.load();
    const parts = readServerParts();
    // Most pages show no lazily loaded part: they do not download the loader either.
    if (parts.length > 0) await (await import('./lib/lazy-part.tsx')).loadParts(parts);
    // The page's language for every text the screen and its parts show.
    await loadLocaleTexts(getLocale());
  } catch {
    // Its chunk failed to load: render in the browser, where the error boundary offers a reload.
    createRoot(container as HTMLElement).render(app);
    return;
  }
  hydrateServerData(queryClient, state);
  // As a transition, hydration yields to the browser every few milliseconds instead of one long
  // task: the page the borrower already sees stays responsive on a slow phone.
  startTransition(() => {
    hydrateRoot(container as HTMLElement, app);
  });
  for (const query of state.queries) reportFailure(query.data as ApiResult<unknown>);
}
