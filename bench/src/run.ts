import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@loan/chromium';
import { DEMO_BORROWER_PHONE } from '@loan/contract';
import { chromium } from 'playwright-core';
import { writeBaselinePage } from './baseline-page.ts';
import { loginDemoBorrower } from './demo-login.ts';
import { measureFirstLoads } from './first-load.ts';
import { runLighthouse } from './lighthouse.ts';
import { measurePublicFirstLoad } from './public-pages.ts';
import { type BenchReport, renderReport } from './report.ts';
import {
  LIGHTHOUSE_BASELINE,
  LIGHTHOUSE_ROUTES,
  routeQuery,
  SESSION_LIGHTHOUSE_ROUTES,
} from './routes.ts';
import { startServer } from './server-process.ts';
import { runWeightOnly } from './weight-run.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = join(repoRoot, 'apps', 'web', 'dist');
const port = Number(process.env.BENCH_PORT ?? 18_280);
const { values: args } = parseArgs({
  options: { only: { type: 'string' }, out: { type: 'string' }, before: { type: 'string' } },
});
if (args.only !== undefined && args.only !== 'weight') {
  throw new Error(`--only ${args.only}: the one part that runs alone is weight`);
}
if (args.only === 'weight') {
  await runWeightOnly({ repoRoot, distDir, port, out: args.out, before: args.before });
  process.exit(0);
}

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
  const routes = await measureFirstLoads(browser, { baseUrl: server.baseUrl, distDir, sessionid });
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
  await server.stop();
  const apiUnderSoak = measureApiUnderSoak();

  const report: BenchReport = {
    date: new Date().toISOString(),
    commit: execSync('git rev-parse --short HEAD', { cwd: repoRoot }).toString().trim(),
    machine: `${cpus().length} cores, Node ${process.version}`,
    startup: { coldMs: cold.startToHealthyMs, warmMs: server.startToHealthyMs },
    routes,
    lighthouse: { results: lighthouseResults, baselineName: LIGHTHOUSE_BASELINE.name, firstLoad },
    apiUnderSoak,
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

/** The soak's mix for a short while on each database (its own servers, seeded borrowers). */
function measureApiUnderSoak(): string {
  const seconds = process.env.BENCH_SOAK_SECONDS ?? '60';
  execFileSync(
    'npx',
    [
      'tsx',
      'src/soak/soak-run.ts',
      '--database',
      'all',
      '--seconds',
      seconds,
      '--out',
      'bench-soak',
    ],
    { cwd: join(repoRoot, 'bench'), stdio: 'inherit' },
  );
  const report = readFileSync(join(repoRoot, 'bench', 'results', 'bench-soak.md'), 'utf8');
  // Its own title and date line are the bench's already.
  return report.slice(report.indexOf('\n## ') + 1).replaceAll(/^## /gm, '### ');
}
