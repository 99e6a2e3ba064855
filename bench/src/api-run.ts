import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_BORROWER_PHONE } from '@loan/contract';
import {
  loadTargets,
  measureThroughput,
  renderThroughput,
  type ThroughputResult,
} from './api-throughput.ts';
import { loginDemoBorrower } from './demo-login.ts';
import { withScratchPostgres } from './scratch-postgres.ts';
import { startServer } from './server-process.ts';

/**
 * Only the API part of the bench (`npm run bench:api -w @loan/bench`): the same load on PGlite and
 * on PostgreSQL, without the browser measurements. Needs a web build (the server serves it).
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.BENCH_PORT ?? 18_280);

const throughput: ThroughputResult[] = [];
const pglite = await startServer({ repoRoot, port });
try {
  const sessionid = await loginDemoBorrower(pglite.baseUrl, DEMO_BORROWER_PHONE);
  throughput.push(...(await measureThroughput(pglite.baseUrl, 'PGlite', loadTargets(sessionid))));
} finally {
  await pglite.stop();
}
const postgres = await withScratchPostgres(async (databaseUrl) => {
  const pg = await startServer({ repoRoot, port, env: { DATABASE_URL: databaseUrl } });
  try {
    const session = await loginDemoBorrower(pg.baseUrl, DEMO_BORROWER_PHONE);
    return await measureThroughput(pg.baseUrl, 'PostgreSQL', loadTargets(session));
  } finally {
    await pg.stop();
  }
});
throughput.push(...(postgres ?? []));

const report = [
  '# API throughput',
  '',
  `Measured ${new Date().toISOString()} on ${cpus().length} cores, Node ${process.version}, by \`npm run bench:api -w @loan/bench\`.`,
  '',
  ...renderThroughput(throughput),
].join('\n');
console.log(report);
