import {
  CLIENT_ONE_HEADER_KEYS,
  CLIENT_TWO_HEADER_KEYS,
  LANG_QUERY_KEY,
  PAYMENT_PATHS,
  SESSION_QUERY_KEYS,
} from '@loan/contract';

// Carried to every in-app page with the session: the header sources, and the language the page
// was opened in (a borrower who came in Filipino stays in Filipino on every hop).
const CARRIED_KEYS = [...CLIENT_ONE_HEADER_KEYS, ...CLIENT_TWO_HEADER_KEYS, LANG_QUERY_KEY];

/**
 * The page address's query as it was when the app started. In-app navigation may drop the query,
 * so the session identity (and the header sources) are read from this snapshot for the app's
 * lifetime. On the server a render sets it for the page being rendered (renders are synchronous).
 */
let bootQuery: URLSearchParams | null = null;

const inBrowser = typeof window !== 'undefined';

/** Takes the snapshot; main.tsx calls it once at start-up (tests call it after changing the URL). */
export function captureSessionQuery(
  search: string = inBrowser ? window.location.search : '',
): void {
  bootQuery = new URLSearchParams(search);
}

function snapshot(): URLSearchParams {
  if (!bootQuery) captureSessionQuery();
  return bootQuery as URLSearchParams;
}

/** Every session key of `query`; `product_id` and `productId` always travel together. */
export function sessionQueryOf(query: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {};
  for (const key of SESSION_QUERY_KEYS) {
    const value = query.get(key);
    if (value !== null) result[key] = value;
  }
  const productId = result.productId ?? result.product_id;
  if (productId !== undefined) {
    result.productId = productId;
    result.product_id = productId;
  }
  return result;
}

// The keys naming the page's product and order: a screen reached in the app (an order opened
// from My loans) has its own, and its calls are about those.
const PAGE_KEYS = ['productId', 'product_id', 'orderId'] as const;

/**
 * Every session key present at start-up; the product and order as the address shown now names
 * them, when it names any.
 */
export function getSessionQuery(): Record<string, string> {
  const query = new URLSearchParams(snapshot());
  const current = inBrowser ? new URLSearchParams(window.location.search) : null;
  if (current && PAGE_KEYS.some((key) => current.has(key))) {
    for (const key of PAGE_KEYS) {
      const value = current.get(key);
      if (value === null) query.delete(key);
      else query.set(key, value);
    }
  }
  return sessionQueryOf(query);
}

/** A value from the page query (current address first, then the start-up snapshot); '' if absent. */
export function getPageQueryValue(key: string): string {
  const current = inBrowser ? new URLSearchParams(window.location.search).get(key) : null;
  return current ?? snapshot().get(key) ?? '';
}

/**
 * In-app link to `path` that keeps the session query, the header sources and the page's `lang`,
 * so a reload of the target page still identifies the borrower and speaks their language. The
 * target's own params win.
 */
export function withSessionQuery(path: string): string {
  const [pathname = '', search = ''] = path.split('?', 2);
  const params = new URLSearchParams(search);
  const forwarded: Record<string, string> = { ...getSessionQuery() };
  for (const key of CARRIED_KEYS) {
    const value = snapshot().get(key);
    if (value !== null) forwarded[key] = value;
  }
  for (const [key, value] of Object.entries(forwarded)) {
    if (!params.has(key)) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The page's product id (`productId`, alias `product_id`); '' when absent. */
export function productIdOf(page: URLSearchParams): string {
  return page.get('productId') || page.get('product_id') || '';
}

/** An app page of this origin, or the sandbox checkout (this server's own, development only). */
function carriesSession(url: URL): boolean {
  if (!inBrowser || url.origin !== window.location.origin) return false;
  return (
    !url.pathname.startsWith('/api/') || url.pathname.startsWith(PAYMENT_PATHS.sandboxCheckout)
  );
}

/**
 * A guarded absolute address the server gave (an order page, a pay code page): an app page of
 * this origin gets the session query and language, so it opens signed in and in the borrower's
 * language; so does the development sandbox's checkout, which hands them back to the code page.
 * The server's other routes and other origins get it as given: a partner (a real gateway) must
 * never receive the borrower's session (docs/decisions/0082).
 */
export function withSessionIfInApp(absolute: string): string {
  const url = new URL(absolute);
  if (!carriesSession(url)) return absolute;
  const target = new URL(withSessionQuery(`${url.pathname}${url.search}`), url.origin);
  target.hash = url.hash;
  return target.href;
}
