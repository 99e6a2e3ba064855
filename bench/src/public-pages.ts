import { gzipSync } from 'node:zlib';
import { APP_ROUTES } from '@loan/contract';
import type { Browser } from 'playwright-core';
import type { LighthouseResult } from './lighthouse.ts';
import { measureRouteWeight, type RouteWeight } from './route-weight.ts';

export interface PublicFirstLoad {
  weight: RouteWeight;
  /** Scripts carried inside the HTML (gzip), which no request list shows. */
  inlineJsGzipBytes: number;
  /** The home page's main heading is on screen with JavaScript turned off. */
  contentWithoutJs: boolean;
}

/** First-load JS/CSS of `/`, and whether its content shows before (without) any script. */
export async function measurePublicFirstLoad(
  browser: Browser,
  options: { baseUrl: string; distDir: string },
): Promise<PublicFirstLoad> {
  const weight = await measureRouteWeight(browser, {
    ...options,
    route: APP_ROUTES.home,
    query: '',
  });
  const html = await (await fetch(`${options.baseUrl}${APP_ROUTES.home}`)).text();
  const inlineJsGzipBytes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => gzipSync(match[1] ?? '').length)
    .reduce((sum, bytes) => sum + bytes, 0);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`${options.baseUrl}${APP_ROUTES.home}`);
  const contentWithoutJs = await page.getByRole('heading', { level: 1 }).isVisible();
  await context.close();
  return { weight, inlineJsGzipBytes, contentWithoutJs };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => value.toFixed(0);

/** The report's Lighthouse section: every route beside the bare page of the same run. */
export function renderLighthouseSection(
  results: readonly LighthouseResult[],
  baselineName: string,
  firstLoad?: PublicFirstLoad,
): string[] {
  const baseline = results.find((result) => result.name === baselineName);
  const rows = results.map((r) => {
    const ratio = baseline ? (r.lcpMs / baseline.lcpMs).toFixed(2) : 'n/a';
    return `| ${r.name} | ${r.score} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ratio} | ${ms(r.tbtMs)} | ${r.cls.toFixed(3)} |`;
  });
  const lines = [
    '## Lighthouse mobile (simulated slow 4G, 4x CPU), performance',
    '',
    `Median of ${results[0]?.runs ?? 0} runs per route: the run with the median LCP, and the median TBT of the runs. Goal for the public pages: score 100 and LCP within 1.2x of the bare static page; for the in-app screens (server-rendered with the demo borrower's data): score ≥ 98, LCP within 1.3x of the bare page, TBT ≤ 50 ms, CLS 0.`,
    '',
    '| route | score | FCP ms | LCP ms | LCP / bare page | TBT ms | CLS |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
  if (firstLoad) {
    const { weight, inlineJsGzipBytes, contentWithoutJs } = firstLoad;
    lines.push(
      `First load of \`/\`: ${kb(weight.jsGzipBytes)} kB JS in ${weight.jsFiles} files and ${kb(inlineJsGzipBytes)} kB inline, ${kb(weight.cssGzipBytes)} kB CSS in ${weight.cssFiles} files (its CSS is inline, gzip); the page itself as received: ${kb(weight.documentTransferredBytes)} kB; content visible without JavaScript: ${contentWithoutJs ? 'yes' : 'NO'}.`,
      '',
    );
  }
  return lines;
}
