import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { measureRouteWeight, type RouteWeight } from './route-weight.ts';
import { MEASURED_ROUTES, routeQuery } from './routes.ts';

/** The languages every in-app screen is weighed in (docs/decisions/0038). */
export const MEASURED_LANGUAGES = ['en', 'fil'] as const;
export type MeasuredLanguage = (typeof MEASURED_LANGUAGES)[number];

export type WeighedRoute = RouteWeight & { goalKb: number; lang: MeasuredLanguage };

/** Every measured route's first load as the demo borrower, in English and in Filipino. */
export async function measureFirstLoads(
  browser: Browser,
  options: { baseUrl: string; distDir: string; sessionid: string },
): Promise<WeighedRoute[]> {
  const routes: WeighedRoute[] = [];
  for (const lang of MEASURED_LANGUAGES) {
    for (const measured of MEASURED_ROUTES) {
      const query = { ...measured, query: { ...measured.query, lang } };
      const weight = await measureRouteWeight(browser, {
        baseUrl: options.baseUrl,
        distDir: options.distDir,
        route: measured.route,
        query: routeQuery(options.sessionid, query),
      });
      routes.push({ ...weight, goalKb: measured.goalKb, lang });
    }
  }
  return routes;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const totalOf = (route: RouteWeight) => route.jsGzipBytes + route.cssGzipBytes;

/** The table of first loads; with an earlier run, its totals beside and the difference. */
export function renderFirstLoadTable(
  routes: readonly WeighedRoute[],
  before?: { label: string; routes: readonly WeighedRoute[] },
): string[] {
  const earlier = (route: WeighedRoute) =>
    before?.routes.find((r) => r.route === route.route && (r.lang ?? 'en') === route.lang);
  const header = before
    ? `| route | language | ${before.label} kB gzip | total kB gzip | change kB | JS kB gzip | CSS kB gzip | JS+CSS kB received | goal kB (gzip) | goal |`
    : '| route | language | JS kB gzip | CSS kB gzip | total kB gzip | JS+CSS kB received | JS+CSS kB uncompressed | page kB received | goal kB (gzip) | goal |';
  const rows = routes.map((r) => {
    const total = totalOf(r);
    const verdict = total <= r.goalKb * 1000 ? 'met' : 'MISSED';
    const js = `${kb(r.jsGzipBytes)} (${r.jsFiles})`;
    const css = `${kb(r.cssGzipBytes)} (${r.cssFiles})`;
    if (!before) {
      return `| ${r.route} | ${r.lang} | ${js} | ${css} | ${kb(total)} | ${kb(r.transferredBytes)} | ${kb(r.uncompressedBytes)} | ${kb(r.documentTransferredBytes)} | ≤ ${r.goalKb} | ${verdict} |`;
    }
    const then = earlier(r);
    const thenCell = then ? kb(totalOf(then)) : 'n/a';
    const change = then ? kb(total - totalOf(then)) : 'n/a';
    return `| ${r.route} | ${r.lang} | ${thenCell} | ${kb(total)} | ${change} | ${js} | ${css} | ${kb(r.transferredBytes)} | ≤ ${r.goalKb} | ${verdict} |`;
  });
  const separator = `|${'---|'.repeat(header.split('|').length - 2)}`;
  return [header, separator, ...rows];
}

/** An earlier run's routes, from the JSON a weight run writes beside its report. */
export function readWeighedRoutes(path: string): WeighedRoute[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { routes?: WeighedRoute[] };
  if (!Array.isArray(parsed.routes)) throw new Error(`${path} holds no measured routes`);
  return parsed.routes.map((route) => ({ ...route, lang: route.lang ?? 'en' }));
}
