/**
 * The server's renderer of in-app screens (docs/decisions/0018), built by vite.ssr.config.ts into
 * dist-server/render-screen.js and loaded by the API server. It makes the screen's calls through
 * the transport the server gives it (in-process), renders the screen with their results, and hands
 * the results to the browser, which hydrates without calling again.
 */
import {
  type BrandConfig,
  DEFAULT_LOCALE,
  type InProcessTransport,
  type Locale,
  type RenderedScreen,
  type ScreenRenderer,
} from '@loan/contract';
import { renderToString } from 'react-dom/server';
import { appPaths } from '@/app/paths.ts';
import { AppProviders } from '@/app/providers.tsx';
import { AppRoutes } from '@/app/router.tsx';
import { setBrandConfig } from '@/lib/brand/config.ts';
import { loadLocaleTexts } from '@/lib/i18n/catalogue.ts';
import { setLocale } from '@/lib/i18n/locale.ts';
import { captureRequestCookies } from '@/lib/page-cookies.ts';
import { type ServerPageHead, ServerPageHeadContext } from '@/lib/page-title.ts';
import type { QueryClient } from '@/lib/query/query-client.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { matchFirst } from '@/lib/router/match.ts';
import { StaticRouter } from '@/lib/router/router.tsx';
import { captureSessionQuery } from '@/lib/session-query.ts';
import { fetchScreenQueries } from './fetch-screen-queries.ts';
import { collectRenderedParts, loadDeclaredParts } from './rendered-parts.ts';

/** React's mark of a Suspense boundary whose server render failed. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

export function createScreenRenderer(brand: BrandConfig): ScreenRenderer {
  setBrandConfig(brand);
  return { render };
}

async function render(
  url: string,
  transport: InProcessTransport,
  cookie = '',
  lang: Locale = DEFAULT_LOCALE,
): Promise<RenderedScreen | null> {
  const { pathname, search } = new URL(url, 'http://server.invalid');
  const entry = matchFirst(appPaths, pathname);
  if (!entry) throw new Error(`no screen for ${pathname}`);
  const screen = await entry.screen.load();
  if (screen.clientOnly) return null;
  await loadDeclaredParts();
  await loadLocaleTexts(lang);

  const page = new URLSearchParams(search);
  const queryClient = createQueryClient();
  // The in-process calls carry the page's language too (their header is built from it).
  setLocale(lang);
  await fetchScreenQueries(queryClient, screen.serverQueries?.(page) ?? [], page, transport);

  const head: ServerPageHead = {};
  const { result: html, parts } = collectRenderedParts(() =>
    renderSynchronously(`${pathname}${search}`, { search, cookie, lang }, queryClient, head),
  );
  // A component that threw leaves a boundary for the browser to render: render all of it there.
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    throw new Error(`${entry.screen.source} failed to render on the server`);
  }
  return {
    status: entry.path === '*' ? 404 : 200,
    html,
    title: head.title,
    state: JSON.stringify(queryClient.dehydrate()).replaceAll('<', '\\u003c'),
    source: entry.screen.source,
    parts,
  };
}

/**
 * The page's session query and cookies are module state the screens read while rendering; a
 * synchronous render cannot interleave with another request's, so setting them just before is safe.
 */
function renderSynchronously(
  location: string,
  page: { search: string; cookie: string; lang: Locale },
  queryClient: QueryClient,
  head: ServerPageHead,
): string {
  captureSessionQuery(page.search);
  captureRequestCookies(page.cookie);
  setLocale(page.lang);
  try {
    return renderToString(
      <ServerPageHeadContext value={head}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </ServerPageHeadContext>,
    );
  } finally {
    captureSessionQuery('');
    captureRequestCookies(null);
    setLocale(DEFAULT_LOCALE);
  }
}
