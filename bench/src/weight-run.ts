import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { basename, join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@loan/chromium';
import { DEMO_BORROWER_PHONE } from '@loan/contract';
import { chromium } from 'playwright-core';
import { loginDemoBorrower } from './demo-login.ts';
import { measureFirstLoads, readWeighedRoutes, renderFirstLoadTable } from './first-load.ts';
import { FIRST_LOAD_INTRO } from './report.ts';
import { startServer } from './server-process.ts';

/**
 * `npm run bench -- --only weight [--out first-load] [--before <earlier run's .json>]`: the first
 * loads alone (one server start, no Lighthouse, no soak), with an earlier run's totals beside them
 * when given. Writes `results/<out>.md` and `.json`; `latest.md` is left as the full bench wrote it.
 */
export async function runWeightOnly(options: {
  repoRoot: string;
  distDir: string;
  port: number;
  out?: string;
  before?: string;
}): Promise<void> {
  const before = options.before
    ? { label: basename(options.before, '.json'), routes: readWeighedRoutes(options.before) }
    : undefined;
  const server = await startServer({ repoRoot: options.repoRoot, port: options.port });
  try {
    const sessionid = await loginDemoBorrower(server.baseUrl, DEMO_BORROWER_PHONE);
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
    const routes = await measureFirstLoads(browser, {
      baseUrl: server.baseUrl,
      distDir: options.distDir,
      sessionid,
    });
    await browser.close();
    const commit = execSync('git rev-parse --short HEAD', { cwd: options.repoRoot })
      .toString()
      .trim();
    const date = new Date().toISOString();
    const report = [
      '# First-load weight per route',
      '',
      `Measured ${date} at commit \`${commit}\` on ${cpus().length} cores, Node ${process.version}, by \`npm run bench -w @loan/bench -- --only weight\`${before ? ` beside \`${before.label}\`` : ''}.`,
      '',
      FIRST_LOAD_INTRO,
      '',
      ...renderFirstLoadTable(routes, before),
      '',
    ].join('\n');
    const resultsDir = join(options.repoRoot, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    const out = options.out ?? 'first-load';
    writeFileSync(join(resultsDir, `${out}.md`), report);
    writeFileSync(
      join(resultsDir, `${out}.json`),
      `${JSON.stringify({ date, commit, routes }, null, 2)}\n`,
    );
    console.log(report);
  } finally {
    await server.stop();
  }
}
