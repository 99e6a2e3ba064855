import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { withScratchPostgres } from '../scratch-postgres.ts';
import { BENCH_WEBHOOK_SECRET, type RunningServer, startServer } from '../server-process.ts';
import { type HostSpeed, measureHostSpeed } from './host-speed.ts';
import { SoakHttp } from './http-client.ts';
import { findKnee, type KneeResult } from './knee.ts';
import { MIX_WEIGHTS, mixPicker, type SoakContext } from './mix.ts';
import { payable } from './mix-step.ts';
import { runOpenLoop } from './open-loop.ts';
import { findNodePid, type RssTrack, trackRss } from './process-stats.ts';
import { Recorder, type RouteStats, type TimelineWindow } from './recorder.ts';
import {
  checkInvariants,
  type DatabaseTarget,
  type InvariantResult,
  type SoakBorrower,
  seedBorrowers,
} from './soak-db.ts';
import { renderSoakReport } from './soak-report.ts';

const DATABASES = ['pglite', 'postgres', 'postgres-2'] as const;
type Database = (typeof DATABASES)[number];
const DEFAULT_RATE: Record<Database, number> = { pglite: 150, postgres: 300, 'postgres-2': 300 };
/** Arrivals in flight at most; the next one is not sent and counts as overflow (a failure). */
const MAX_IN_FLIGHT = 256;
const CONNECTIONS_PER_SERVER = 64;
/**
 * Latency figures leave out the answers of the first minute: processes start cold (JIT, new
 * database backends) at the full rate. The whole run's p99 is reported beside them.
 */
const LATENCY_WARM_UP_SECONDS = 60;

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'all' },
    seconds: { type: 'string', default: '600' },
    rate: { type: 'string' },
    borrowers: { type: 'string', default: '2000' },
    knee: { type: 'boolean', default: false },
    // Overrides of MIX_WEIGHTS, e.g. `opsSweep=0,complaint=6`.
    mix: { type: 'string', default: '' },
    port: { type: 'string', default: process.env.SOAK_PORT ?? '18450' },
    // The results' file name in bench/results (`npm run bench` writes its short run apart).
    out: { type: 'string', default: 'soak' },
    // Keep the results file's runs of other setups (one database at a time, several commands).
    append: { type: 'boolean', default: false },
  },
});

export interface SoakRun {
  database: Database;
  processes: number;
  seconds: number;
  rate: number;
  borrowers: number;
  /** The mix's weights (MIX_WEIGHTS with the run's overrides). */
  weights: Record<string, number>;
  /** The machine's own speed, measured before the seed (absent in older runs). */
  hostSpeed?: HostSpeed;
  requests: number;
  status5xx: number;
  /** Arrivals not sent because MAX_IN_FLIGHT were waiting, and requests without an answer. */
  overflow: number;
  noAnswer: number;
  p50ByRoute: Record<string, number>;
  p99ByRoute: Record<string, number>;
  /** Seconds at the start whose answers p50ByRoute and p99ByRoute leave out. */
  latencyWarmUpSeconds: number;
  p99ByRouteWholeRun: Record<string, number>;
  routes: RouteStats[];
  /** Every route's answers per window of the run: a steady tail or episodes of queueing. */
  timeline: TimelineWindow[];
  rss: RssTrack[];
  /** The load generator's own CPU, percent of one core, over the run. */
  generatorCpuPercent: number;
  /** The machine's one-minute load average when the load started and ended (2 cores shared). */
  loadAverage: { start: number; end: number };
  invariantsOk: boolean;
  invariants: InvariantResult | { error: string };
  crossProcessImageReads?: { ok: number; failed: number };
  /** Payments booked (first callbacks answered `booked`), by kind, minute by minute (absent in earlier runs). */
  paymentsBookedPerMinute?: Record<string, number[]>;
  /** Seeded loans the run could still pay, as it saw them, when the load started and ended (absent in earlier runs). */
  payableLoans?: { atStart: number; atEnd: number };
  /** When the open loop's last arrival was answered (server errors after it are shutdown's). */
  loadEndedAt: string;
  serverErrors: string[];
  knee?: KneeResult;
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const seconds = Number(values.seconds);
const borrowerCount = Number(values.borrowers);
const basePort = Number(values.port);
const chosen: Database[] =
  values.database === 'all' ? [...DATABASES] : [values.database as Database];
for (const database of chosen) {
  if (!DATABASES.includes(database)) {
    console.error(`--database must be one of ${DATABASES.join(', ')} or all`);
    process.exit(2);
  }
}

const weights: Record<string, number> = { ...MIX_WEIGHTS };
for (const pair of values.mix.split(',').filter(Boolean)) {
  const [name, weight] = pair.split('=');
  if (!name || !(name in MIX_WEIGHTS) || !(Number(weight) >= 0)) {
    console.error(`--mix: ${pair} is not <one of ${Object.keys(MIX_WEIGHTS).join(', ')}>=<weight>`);
    process.exit(2);
  }
  weights[name] = Number(weight);
}

const runs: SoakRun[] = [];
for (const [index, database] of chosen.entries()) {
  const rate = Number(values.rate ?? DEFAULT_RATE[database]);
  const port = basePort + index * 2;
  console.log(`soak: ${database}, ${rate} req/s for ${seconds} s, ${borrowerCount} borrowers`);
  const run = await runOn(database, rate, port);
  if (run) {
    runs.push(run);
    console.log(renderSoakReport([run], meta()));
  }
}
const resultsDir = join(repoRoot, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const jsonFile = join(resultsDir, `${values.out}.json`);
const allRuns = values.append ? [...earlierRuns(jsonFile, runs), ...runs] : runs;
writeFileSync(jsonFile, `${JSON.stringify(allRuns, null, 2)}\n`);
writeFileSync(join(resultsDir, `${values.out}.md`), renderSoakReport(allRuns, meta()));
console.log(
  `soak: wrote bench/results/${values.out}.md and ${values.out}.json (${allRuns.length} runs)`,
);

/** The file's runs on setups this command did not measure again. */
function earlierRuns(file: string, fresh: SoakRun[]): SoakRun[] {
  let earlier: SoakRun[];
  try {
    earlier = JSON.parse(readFileSync(file, 'utf8')) as SoakRun[];
  } catch {
    return [];
  }
  return earlier.filter((run) => !fresh.some((f) => f.database === run.database));
}

function meta() {
  return {
    date: new Date().toISOString(),
    machine: `${cpus().length} cores, Node ${process.version}`,
  };
}

async function runOn(database: Database, rate: number, port: number): Promise<SoakRun | undefined> {
  const workDir = mkdtempSync(join(tmpdir(), `loan-soak-${database}-`));
  try {
    if (database === 'pglite') {
      const target = { dataDir: join(workDir, 'data-0') };
      return await soak(database, rate, port, 1, target, workDir);
    }
    return await withScratchPostgres((databaseUrl) =>
      soak(database, rate, port, database === 'postgres-2' ? 2 : 1, { databaseUrl }, workDir),
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function soak(
  database: Database,
  rate: number,
  port: number,
  processes: number,
  target: DatabaseTarget,
  workDir: string,
): Promise<SoakRun> {
  const hostSpeed = await measureHostSpeed(target.databaseUrl);
  const seedStarted = performance.now();
  const borrowers = await seedBorrowers(repoRoot, workDir, borrowerCount, target);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`soak: seeded ${borrowers.length} borrowers in ${seedSeconds.toFixed(1)} s`);
  const opsToken = `soak-ops-${randomBytes(16).toString('hex')}`;
  const logFiles = Array.from({ length: processes }, (_, i) => join(workDir, `server-${i}.log`));
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < processes; i += 1) {
      servers.push(
        await startServer({
          repoRoot,
          port: port + i,
          dataDir: target.dataDir ?? join(workDir, `data-${i}`),
          logFile: logFiles[i]!,
          env: {
            ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
            TRUST_PROXY: '127.0.0.1',
            // Production's per-address ceiling, not the throughput bench's.
            REQUEST_CEILING_PER_MINUTE: '1200',
            // The registration's proof of work is the client's CPU, not the server's: one round a
            // try keeps the load generator from competing with the servers for the cores.
            PROOF_OF_WORK_COST: '1',
            OPS_TOKEN: opsToken,
            LOG_LEVEL: 'warn',
          },
        }),
      );
    }
    const pids = servers.map((server) => findNodePid(server.pid));
    const http = new SoakHttp(
      servers.map((server) => server.baseUrl),
      CONNECTIONS_PER_SERVER,
    );
    // A run shorter than two warm-ups is summarised whole (the short run of `npm run bench`).
    const warmUpSeconds = seconds >= 2 * LATENCY_WARM_UP_SECONDS ? LATENCY_WARM_UP_SECONDS : 0;
    const context = newContext(http, borrowers, opsToken, warmUpSeconds * 1000);
    const rss = trackRss(pids);
    const loadAtStart = loadavg()[0]!;
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    const pick = mixPicker(weights);
    const payableAtStart = borrowers.filter(payable).length;
    await runOpenLoop({
      rate,
      seconds,
      maxInFlight: MAX_IN_FLIGHT,
      fire: (scheduledAt) =>
        pick()(context, scheduledAt).catch(() => {
          context.recorder.failures += 1;
        }),
      onOverflow: () => {
        context.recorder.overflow += 1;
      },
    });
    const loadEndedAt = new Date().toISOString();
    const loadAverage = { start: round1(loadAtStart), end: round1(loadavg()[0]!) };
    const cpu = process.cpuUsage(cpuBefore);
    const wallMs = performance.now() - wallBefore;
    const rssTracks = rss.stop();
    const payableLoans = { atStart: payableAtStart, atEnd: borrowers.filter(payable).length };
    const knee = values.knee
      ? await findKnee(() => newContext(http, borrowers, opsToken), weights)
      : undefined;
    await http.close();
    for (const server of servers) await server.stop();
    let invariants: InvariantResult | { error: string };
    try {
      invariants = await checkInvariants(repoRoot, workDir, context.tracked, target);
    } catch (error) {
      invariants = { error: String(error).slice(0, 500) };
    }
    const routes = context.recorder.summary(seconds);
    return {
      database,
      processes,
      seconds,
      rate,
      borrowers: borrowers.length,
      weights,
      hostSpeed,
      requests: routes.reduce((sum, route) => sum + route.count, 0),
      status5xx: routes.reduce((sum, route) => sum + count5xx(route), 0),
      overflow: context.recorder.overflow,
      noAnswer: routes.reduce((sum, route) => sum + (route.statuses['0'] ?? 0), 0),
      p50ByRoute: Object.fromEntries(routes.map((route) => [route.route, route.p50Ms])),
      p99ByRoute: Object.fromEntries(routes.map((route) => [route.route, route.p99Ms])),
      latencyWarmUpSeconds: warmUpSeconds,
      p99ByRouteWholeRun: Object.fromEntries(
        routes.map((route) => [route.route, route.p99WholeRunMs]),
      ),
      routes,
      timeline: context.recorder.timeline(),
      rss: rssTracks,
      loadAverage,
      generatorCpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
      invariantsOk: 'ok' in invariants && invariants.ok,
      invariants,
      ...(processes > 1 ? { crossProcessImageReads: context.crossImageReads } : {}),
      paymentsBookedPerMinute: context.recorder.talliesPerMinute(),
      payableLoans,
      loadEndedAt,
      serverErrors: logFiles.flatMap((file, i) => serverErrors(file, i)),
      ...(knee ? { knee } : {}),
    };
  } finally {
    for (const server of servers) await server.stop();
  }
}

function newContext(
  http: SoakHttp,
  borrowers: SoakBorrower[],
  opsToken: string,
  warmUpMs = 0,
): SoakContext {
  return {
    http,
    recorder: new Recorder(warmUpMs),
    borrowers,
    webhookSecret: BENCH_WEBHOOK_SECRET,
    opsToken,
    tracked: { acknowledgedPaymentIds: [], refusedKeys: [], refusedComplaintTexts: [] },
    crossImageReads: { ok: 0, failed: 0 },
    acknowledged: [],
    sequence: 0,
    runTag: randomBytes(4).toString('hex'),
  };
}

function count5xx(route: RouteStats): number {
  return Object.entries(route.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
}

/**
 * The server's error lines (level 50 and up), grouped by message: how often, when first and last,
 * and the first one in full (its stack says where).
 */
function serverErrors(file: string, processIndex: number): string[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const groups = new Map<string, { n: number; first: string; last: string; line: string }>();
  for (const line of text.split('\n')) {
    let entry: {
      level?: number;
      msg?: string;
      time?: number;
      req?: { method?: string; url?: string };
    };
    try {
      entry = JSON.parse(line);
    } catch {
      if (!/error/i.test(line)) continue;
      entry = { level: 50, msg: line };
    }
    if ((entry.level ?? 0) < 50) continue;
    const err = (entry as { err?: { type?: string; message?: string } }).err;
    const url = (entry.req?.url ?? '').split('?')[0];
    const key =
      `${entry.req?.method ?? ''} ${url} ${entry.msg ?? ''}: ${err?.type ?? ''} ${err?.message ?? ''}`.trim();
    const at = entry.time ? new Date(entry.time).toISOString() : '';
    const group = groups.get(key);
    if (group) {
      group.n += 1;
      group.last = at;
    } else groups.set(key, { n: 1, first: at, last: at, line: line.slice(0, 1500) });
  }
  return [...groups.entries()].map(
    ([key, g]) =>
      `process ${processIndex}: ${g.n}x ${key.slice(0, 300)} (${g.first} to ${g.last}); first: ${g.line}`,
  );
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
