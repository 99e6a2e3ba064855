import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@loan/chromium';
import { DEMO_BORROWER_PHONE } from '@loan/contract';
import { chromium } from 'playwright-core';
import { loadTargets, measureThroughput, type ThroughputResult } from './api-throughput.ts';
import { writeBaselinePage } from './baseline-page.ts';
import { loginDemoBorrower } from './demo-login.ts';
import { runLighthouse } from './lighthouse.ts';
import { measureCallbackThroughput } from './payment-callback-load.ts';
import { measurePublicFirstLoad } from './public-pages.ts';
import { type BenchReport, renderReport } from './report.ts';
import { measureRouteWeight } from './route-weight.ts';
import {
  LIGHTHOUSE_BASELINE,
  LIGHTHOUSE_ROUTES,
  MEASURED_ROUTES,
  routeQuery,
  SESSION_LIGHTHOUSE_ROUTES,
} from './routes.ts';
import { withScratchPostgres } from './scratch-postgres.ts';
import { startServer } from './server-process.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = join(repoRoot, 'apps', 'web', 'dist');
const port = Number(process.env.BENCH_PORT ?? 18_280);

const removeBaselinePage = writeBaselinePage(distDir);
const cold = await startServer({ repoRoot, port });
await cold.stop();
const server = await startServer({ repoRoot, port, dataDir: cold.dataDir });
try {
  const sessionid = await loginDemoBorrower(server.baseUrl, DEMO_BORROWER_PHONE);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const routes = [];
  for (const measured of MEASURED_ROUTES) {
    const weight = await measureRouteWeight(browser, {
      baseUrl: server.baseUrl,
      distDir,
      route: measured.route,
      query: routeQuery(sessionid, measured),
    });
    routes.push({ ...weight, goalKb: measured.goalKb });
  }
  const firstLoad = await measurePublicFirstLoad(browser, { baseUrl: server.baseUrl, distDir });
  await browser.close();
  const lighthouseResults = await runLighthouse(server.baseUrl, [
    LIGHTHOUSE_BASELINE,
    ...LIGHTHOUSE_ROUTES,
    ...SESSION_LIGHTHOUSE_ROUTES.map((route) => ({
      name: route.route,
      path: `${route.route}${routeQuery(sessionid, route)}`,
    })),
  ]);
  const throughput: ThroughputResult[] = await measureThroughput(
    server.baseUrl,
    'PGlite',
    loadTargets(sessionid),
  );
  throughput.push(await measureCallbackThroughput(server.baseUrl, 'PGlite', sessionid));
  await server.stop();
  throughput.push(...(await measurePostgresThroughput()));

  const report: BenchReport = {
    date: new Date().toISOString(),
    commit: execSync('git rev-parse --short HEAD', { cwd: repoRoot }).toString().trim(),
    machine: `${cpus().length} cores, Node ${process.version}`,
    startup: { coldMs: cold.startToHealthyMs, warmMs: server.startToHealthyMs },
    routes,
    lighthouse: { results: lighthouseResults, baselineName: LIGHTHOUSE_BASELINE.name, firstLoad },
    throughput,
  };
  const resultsDir = join(repoRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'latest.md'), renderReport(report));
  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(renderReport(report));
} finally {
  await server.stop();
  removeBaselinePage();
}

/** The same load on a server backed by PostgreSQL, in a scratch database made and dropped here. */
async function measurePostgresThroughput(): Promise<ThroughputResult[]> {
  const result = await withScratchPostgres(async (databaseUrl) => {
    const pg = await startServer({ repoRoot, port, env: { DATABASE_URL: databaseUrl } });
    try {
      const session = await loginDemoBorrower(pg.baseUrl, DEMO_BORROWER_PHONE);
      const results = await measureThroughput(pg.baseUrl, 'PostgreSQL', loadTargets(session));
      results.push(await measureCallbackThroughput(pg.baseUrl, 'PostgreSQL', session));
      return results;
    } finally {
      await pg.stop();
    }
  });
  return result ?? [];
}
