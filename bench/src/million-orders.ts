import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PRODUCT_ID } from '@loan/contract';
import { DEFAULT_COST_CAP, quote } from '@loan/loan-engine';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/schema.ts';
import { phDate } from '../../apps/server/src/lib/ph-date.ts';
import { reconcileLedger } from '../../apps/server/src/modules/ledger/ledger-view.service.ts';
import { sweepOrders } from '../../apps/server/src/modules/order/order-sweep.service.ts';
import { generateOrders, type LoanFigures, type Shape, shapeOf } from './scale/generate-orders.ts';
import { type Probe, probesFor } from './scale/probes.ts';
import { explain, QueryCapture, type QueryPlan } from './scale/query-plans.ts';
import { withScratchPostgres } from './scratch-postgres.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
// SCALE_RESULTS: another file name, for a run of some sizes beside the full one.
const RESULTS = join(HERE, '..', 'results', process.env.SCALE_RESULTS ?? 'scale.md');
const OPS_TOKEN = 'bench-ops-token-0123456789abcdef';
const SIZES = (process.env.SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const RUNS = 15;
const GOAL_LIST_MS = 50;
const GOAL_SWEEP_MS = 60_000;

interface Timed {
  name: string;
  medianMs: number;
  maxMs: number;
  status: string;
}

interface SizeReport {
  shape: Shape;
  generateMs: number;
  sweep: { ms: number; checked: number; changes: number };
  steadySweep: { ms: number; checked: number };
  /** `orders reconcile` over the whole database: projections and payments against the entries. */
  reconcile: { ms: number; orders: number; entries: number; payments: number; differences: number };
  routes: Timed[];
  plans: Array<{ route: string; plans: QueryPlan[] }>;
}

async function main() {
  const reports: SizeReport[] = [];
  for (const orders of SIZES) {
    const report = await withScratchPostgres((url) => measureSize(url, shapeOf(orders)));
    if (!report) throw new Error('PostgreSQL is needed for the scale bench');
    reports.push(report);
    console.log(summaryLine(report));
  }
  mkdirSync(dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, render(reports));
  console.log(`wrote ${RESULTS}`);
  if (reports.some((r) => problems(r).length > 0)) process.exitCode = 1;
}

async function measureSize(url: string, shape: Shape): Promise<SizeReport> {
  const capture = new QueryCapture();
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Dropping the scratch database ends idle connections: not an error of the bench.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: capture.log });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    OPS_TOKEN,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'loan-scale-')),
    UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'loan-scale-uploads-')),
    WEB_DIST: join(tmpdir(), 'loan-scale-no-web-dist'),
    REQUEST_CEILING_PER_MINUTE: '100000000',
  });
  const app = await buildApp(config, { db });
  const admin = await pool.connect();
  try {
    const now = new Date();
    const started = performance.now();
    await generateOrders(admin, shape, demoLoan(phDate(now)), now, phDate(now));
    await admin.query('vacuum analyze');
    const generateMs = performance.now() - started;
    console.log(`${shape.orders} orders generated in ${(generateMs / 1000).toFixed(1)} s`);

    const sweepStart = performance.now();
    const sweepPlans = await capture.during(async () => {
      const swept = await sweepOrders(app);
      Object.assign(sweepResult, { checked: swept.checked, changes: swept.changes.length });
    });
    const sweepMs = performance.now() - sweepStart;
    const steadyStart = performance.now();
    const steady = await sweepOrders(app);
    const steadyMs = performance.now() - steadyStart;
    await admin.query('analyze');
    const reconcileStart = performance.now();
    const reconciled = await reconcileLedger(app);
    const reconcile = { ms: performance.now() - reconcileStart, ...reconciled };

    const probes = await probesFor(app, admin, OPS_TOKEN);
    const routes: Timed[] = [];
    const plans: SizeReport['plans'] = [];
    for (const probe of probes) {
      routes.push(await time(app, probe));
      const queries = await capture.during(() => probe.send(app));
      plans.push({ route: probe.name, plans: await explainAll(admin, queries) });
    }
    plans.push({
      route: 'sweep (selection and per-order statements)',
      plans: await explainAll(admin, sweepPlans),
    });
    return {
      shape,
      generateMs,
      sweep: { ms: sweepMs, ...sweepResult },
      steadySweep: { ms: steadyMs, checked: steady.checked },
      reconcile,
      routes,
      plans,
    };
  } finally {
    admin.release();
    await app.close();
    await db.destroy();
  }
}

const sweepResult = { checked: 0, changes: 0 };

async function explainAll(
  client: pg.PoolClient,
  queries: Awaited<ReturnType<QueryCapture['during']>>,
) {
  const plans: QueryPlan[] = [];
  for (const query of queries) {
    if (/^(begin|commit|rollback|savepoint|release)\b/i.test(query.sql)) continue;
    try {
      plans.push(await explain(client, query));
    } catch (error) {
      plans.push({
        sql: query.sql,
        text: `not explained: ${String(error)}`,
        ms: 0,
        bigSeqScans: [],
      });
    }
  }
  return plans;
}

/** The demo product's quote, the figures of every generated loan. */
function demoLoan(today: string): LoanFigures {
  const pricing = { termDays: 91, periods: 1, dailyInterestBps: 10, serviceFeeBps: 500 };
  const principal = 500_000;
  const q = quote(
    { ...pricing, minAmount: 100_000, maxAmount: 2_000_000, amountStep: 50_000 },
    principal,
    today,
    DEFAULT_COST_CAP,
  );
  return {
    productId: DEMO_PRODUCT_ID,
    principal,
    termDays: pricing.termDays,
    dailyInterestBps: pricing.dailyInterestBps,
    serviceFeeBps: pricing.serviceFeeBps,
    minAmount: 100_000,
    maxAmount: 2_000_000,
    amountStep: 50_000,
    serviceFee: q.serviceFee,
    netProceeds: q.netProceeds,
    interest: q.interest,
    totalRepayable: q.totalRepayable,
  };
}

async function time(app: FastifyInstance, probe: Probe): Promise<Timed> {
  const first = await probe.send(app);
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await probe.send(app);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const code = (() => {
    try {
      return String((JSON.parse(first.body) as { code?: unknown }).code ?? '');
    } catch {
      return '';
    }
  })();
  return {
    name: probe.name,
    medianMs: ms[Math.floor(ms.length / 2)]!,
    maxMs: ms.at(-1)!,
    status: `${first.statusCode}${code ? ` code ${code}` : ''}`,
  };
}

function problems(report: SizeReport): string[] {
  const found: string[] = [];
  if (report.sweep.ms > GOAL_SWEEP_MS) found.push(`sweep took ${report.sweep.ms.toFixed(0)} ms`);
  if (report.reconcile.differences > 0) {
    found.push(`reconcile found ${report.reconcile.differences} difference(s)`);
  }
  for (const route of report.routes) {
    if (route.name.startsWith('ops: orders,') || route.name.startsWith('ops: complaints,')) {
      if (route.medianMs > GOAL_LIST_MS)
        found.push(`${route.name}: ${route.medianMs.toFixed(1)} ms`);
    }
  }
  for (const { route, plans } of report.plans) {
    for (const plan of plans) {
      if (plan.bigSeqScans.length > 0)
        found.push(`${route}: seq scan of ${plan.bigSeqScans.join(', ')}`);
      // One statement taking a whole request's budget: its plan is wrong.
      if (plan.ms > GOAL_LIST_MS) found.push(`${route}: a statement ran ${plan.ms.toFixed(1)} ms`);
    }
  }
  return found;
}

const n = (value: number) => value.toLocaleString('en-US');
const ms = (value: number) => value.toFixed(1);

function summaryLine(r: SizeReport): string {
  return `${n(r.shape.orders)} orders: sweep ${ms(r.sweep.ms)} ms (${r.sweep.checked} visited, ${r.sweep.changes} changed); reconcile ${n(r.reconcile.orders)} orders in ${ms(r.reconcile.ms)} ms, ${r.reconcile.differences} difference(s); ${problems(r).length} problem(s)`;
}

function render(reports: SizeReport[]): string {
  const lines = [
    '# Scale: sweep, operator lists and borrower reads at 10k to 1M orders',
    '',
    'Generated by `npm run orders:scale -w @loan/bench` (bench/src/million-orders.ts) on a scratch',
    'PostgreSQL database migrated by the server; rows made set-based (four orders per borrower, one in',
    'ten on loan, 1 % under review, 1 % approved, the rest settled (each with its payment) or rejected,',
    'a complaint per twenty orders), as the clock left them ten minutes before a new Philippine day.',
    'Times are the app',
    `answering in process (Fastify inject, ${RUNS} runs after one warm-up: median / max). Plans are`,
    'EXPLAIN (ANALYZE) of each distinct statement a request ran, as generic plans (what prepared',
    `statements run); a sequential scan of a table over 10,000 rows counts as a problem.`,
    '',
    '| orders | borrowers | on loan | complaints | generation | sweep | visited | changed | sweep again |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...reports.map(
      (r) =>
        `| ${n(r.shape.orders)} | ${n(r.shape.borrowers)} | ${n(r.shape.onLoan)} | ${n(r.shape.complaints)} | ${(r.generateMs / 1000).toFixed(1)} s | ${ms(r.sweep.ms)} ms | ${n(r.sweep.checked)} | ${n(r.sweep.changes)} | ${ms(r.steadySweep.ms)} ms (${r.steadySweep.checked} visited) |`,
    ),
    '',
    '## Reconcile (`npm run ops -w @loan/server -- orders reconcile`, in process)',
    '',
    '| orders | released orders checked | entries | payments | differences | time |',
    '|---:|---:|---:|---:|---:|---:|',
    ...reports.map(
      ({ shape, reconcile: r }) =>
        `| ${n(shape.orders)} | ${n(r.orders)} | ${n(r.entries)} | ${n(r.payments)} | ${n(r.differences)} | ${(r.ms / 1000).toFixed(1)} s |`,
    ),
    '',
    '## Requests (ms, median / max)',
    '',
    `| request | ${reports.map((r) => `${n(r.shape.orders)} orders`).join(' | ')} | answer |`,
    `|---|${reports.map(() => '---:').join('|')}|---|`,
    ...reports[0]!.routes.map(
      (route, i) =>
        `| ${route.name} | ${reports.map((r) => `${ms(r.routes[i]!.medianMs)} / ${ms(r.routes[i]!.maxMs)}`).join(' | ')} | ${route.status} |`,
    ),
    '',
    '## Sequential scans of big tables, statements over 50 ms',
    '',
    ...reports.flatMap((r) => {
      const found = problems(r);
      return [
        `- ${n(r.shape.orders)} orders: ${found.length === 0 ? 'none; every goal met' : found.join('; ')}`,
      ];
    }),
    '',
  ];
  const largest = reports.at(-1)!;
  lines.push(`## Plans at ${n(largest.shape.orders)} orders`, '');
  for (const { route, plans } of largest.plans) {
    lines.push(`### ${route}`, '');
    for (const plan of plans) {
      lines.push('```sql', plan.sql, '```', '', '```', plan.text, '```', '');
    }
  }
  return lines.join('\n');
}

await main();
