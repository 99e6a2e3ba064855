/**
 * Durability check (not part of the test run): starts the real server on a scratch PGlite data
 * directory and on a scratch PostgreSQL database, drives writes (analytics events) through the
 * API, kills the server with SIGKILL several times under that load, restarts it, and reports how
 * many acknowledged writes are missing from the database afterwards (goal: 0).
 *
 *   npm run durability -w @loan/server [-- --kills 6 --postgres postgres://postgres@127.0.0.1:5432/postgres]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { DEMO_BORROWER_PHONE, devSms, endpoints } from '@loan/contract';
import pg from 'pg';
import { REPO_ROOT } from '../src/config.ts';
import { createDatabase } from '../src/db/database.ts';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '6' },
    port: { type: 'string', default: '18211' },
    workers: { type: 'string', default: '4' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const KILLS = Number(values.kills);
const PORT = Number(values.port);
const WORKERS = Number(values.workers);
const BASE = `http://127.0.0.1:${PORT}`;

interface Target {
  name: string;
  env: Record<string, string>;
  count(markers: string[]): Promise<number>;
}

function start(env: Record<string, string>): ChildProcess {
  return spawn('npm', ['run', 'start', '-w', '@loan/server'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      REQUEST_CEILING_PER_MINUTE: '10000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

async function waitHealthy(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(50);
  }
  throw new Error('server did not become healthy');
}

function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  return exited;
}

async function post(path: string, body: unknown, sessionid?: string) {
  const query = sessionid ? `?sessionid=${encodeURIComponent(sessionid)}` : '';
  const response = await fetch(`${BASE}${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: unknown; data: unknown };
}

async function logIn(): Promise<string> {
  await post(endpoints.loginCode.path, { phone: DEMO_BORROWER_PHONE });
  const sms = await fetch(`${BASE}${devSms.path}?phone=${DEMO_BORROWER_PHONE}`);
  const code = ((await sms.json()) as { data: { code: string } }).data.code;
  const login = await post(endpoints.login.path, { phone: DEMO_BORROWER_PHONE, code });
  return (login.data as { sessionid: string }).sessionid;
}

/** Sends events until `stop` says so; every marker the server acknowledged goes into `acked`. */
async function writeLoad(sessionid: string, round: number, acked: string[], stop: () => boolean) {
  let sent = 0;
  const worker = async (id: number) => {
    while (!stop()) {
      const marker = `d${round}-${id}-${sent++}`;
      try {
        const body = { productId: marker, moduleId: 1, positionId: 1 };
        const answer = await post(endpoints.eventSave.path, body, sessionid);
        if (answer.code === 0) acked.push(marker);
      } catch {
        return; // the server is gone: nothing after this was acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, id) => worker(id)));
}

async function run(target: Target): Promise<{ acked: number; lost: number; kills: number }> {
  const acked: string[] = [];
  let sessionid = '';
  for (let round = 0; round < KILLS; round++) {
    const child = start(target.env);
    await waitHealthy(child);
    // The session survives the kills too; a new one only if it did not.
    if (!sessionid) sessionid = await logIn();
    let stopped = false;
    const load = writeLoad(sessionid, round, acked, () => stopped);
    await sleep(1500 + Math.random() * 1500);
    await kill(child);
    stopped = true;
    await load;
  }
  const found = await target.count(acked);
  return { acked: acked.length, lost: acked.length - found, kills: KILLS };
}

async function countIn(db: ReturnType<typeof createDatabase>, markers: string[]) {
  const found = new Set<string>();
  for (let i = 0; i < markers.length; i += 1000) {
    const rows = await db
      .selectFrom('analytics_events')
      .select('product_ref')
      .where('product_ref', 'in', markers.slice(i, i + 1000))
      .execute();
    for (const row of rows) found.add(row.product_ref);
  }
  return found.size;
}

async function main(): Promise<void> {
  const results: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'loan-durability-'));
  try {
    const pglite: Target = {
      name: 'PGlite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      async count(markers) {
        const db = createDatabase({ dataDir });
        try {
          return await countIn(db, markers);
        } finally {
          await db.destroy();
        }
      },
    };
    const r = await run(pglite);
    results.push(`PGlite: ${r.kills} SIGKILLs, ${r.acked} acknowledged writes, ${r.lost} lost`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const admin = new pg.Client({ connectionString: values.postgres });
  try {
    await admin.connect();
  } catch {
    results.push('PostgreSQL: not reachable, skipped');
    console.log(results.join('\n'));
    return;
  }
  const name = `durability_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(values.postgres);
    url.pathname = `/${name}`;
    const scratchDir = mkdtempSync(join(tmpdir(), 'loan-durability-pg-'));
    const postgres: Target = {
      name: 'PostgreSQL',
      env: { DATA_DIR: scratchDir, DATABASE_URL: url.href },
      async count(markers) {
        const db = createDatabase({ dataDir: scratchDir, databaseUrl: url.href });
        try {
          return await countIn(db, markers);
        } finally {
          await db.destroy();
        }
      },
    };
    const r = await run(postgres);
    results.push(`PostgreSQL: ${r.kills} SIGKILLs, ${r.acked} acknowledged writes, ${r.lost} lost`);
    rmSync(scratchDir, { recursive: true, force: true });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  console.log(results.join('\n'));
}

await main();
