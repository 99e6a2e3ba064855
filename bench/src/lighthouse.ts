import { CHROMIUM_OFFLINE_ARGS, CHROMIUM_PATH } from '@loan/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseRoute {
  /** What the report calls it. */
  name: string;
  /** Path and query on the server under test. */
  path: string;
}

export interface LighthouseResult {
  name: string;
  path: string;
  /** Performance category, 0-100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** How many runs the median was taken from. */
  runs: number;
}

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/**
 * Lighthouse mobile (its default: a mid-range phone, simulated slow 4G and 4x CPU throttling),
 * performance only, for each route in turn; each route's figures are those of its median run by
 * LCP, except TBT: the median of the runs' own (a long task in one run says little of the page).
 * Takes any list of routes, so further pages are one more entry in routes.ts.
 */
export async function runLighthouse(
  baseUrl: string,
  routes: readonly LighthouseRoute[],
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_OFFLINE_ARGS],
    logLevel: 'error',
  });
  try {
    const results: LighthouseResult[] = [];
    for (const route of routes) {
      const runs: Omit<LighthouseResult, 'runs'>[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        runs.push(await auditWithRetry(chrome.port, baseUrl, route));
      }
      runs.sort((a, b) => a.lcpMs - b.lcpMs);
      const median = runs[Math.floor(runs.length / 2)];
      const tbts = runs.map((run) => run.tbtMs).sort((a, b) => a - b);
      const tbtMs = tbts[Math.floor(tbts.length / 2)] ?? Number.NaN;
      if (median) results.push({ ...median, tbtMs, runs: runs.length });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run says nothing about
// the page, so it is run again.
const ATTEMPTS = 3;

async function auditWithRetry(
  port: number,
  baseUrl: string,
  route: LighthouseRoute,
): Promise<Omit<LighthouseResult, 'runs'>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(port, baseUrl, route);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`retrying: ${(error as Error).message}`);
    }
  }
}

async function auditOnce(
  port: number,
  baseUrl: string,
  route: LighthouseRoute,
): Promise<Omit<LighthouseResult, 'runs'>> {
  const result = await lighthouse(`${baseUrl}${route.path}`, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse ${route.path}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    name: route.name,
    path: route.path,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}
