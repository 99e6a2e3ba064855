/**
 * Durability check (not part of the test run): starts the real server on a fresh PGlite data
 * directory and on a fresh PostgreSQL database, drives the writes a borrower and the payment
 * provider make (analytics events, complaints, pay codes, signed payment callbacks) through the
 * API, kills the server with SIGKILL several times under that load, restarts it, and reports how
 * many acknowledged writes are missing from the database afterwards (goal: 0). Everything it makes
 * is removed at the end, so every run starts clean.
 *
 *   npm run durability -w @loan/server [-- --kills 5 --postgres postgres://postgres@127.0.0.1:5432/postgres]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import {
  DEMO_BORROWER_PHONE,
  DEMO_ORDER_IDS,
  devSms,
  endpoints,
  PAYMENT_PATHS,
  PAYMENT_SIGNATURE_HEADER,
} from '@loan/contract';
import pg from 'pg';
import { REPO_ROOT } from '../src/config.ts';
import { createDatabase, type Db } from '../src/db/database.ts';
import { IDEMPOTENCY_HEADER } from '../src/modules/idempotency/idempotency.ts';
import { signPayload } from '../src/modules/payments/payment-signature.ts';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '5' },
    port: { type: 'string', default: '18420' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const KILLS = Number(values.kills);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const WEBHOOK_SECRET = `durability-${randomBytes(16).toString('hex')}`;
/** The overdue demo order: something is payable on it, so pay codes and payments are accepted. */
const ORDER = { productId: '1002', orderId: DEMO_ORDER_IDS.overdue };
const GCASH = 20001;
const RUN = randomBytes(3).toString('hex');

/** What the server acknowledged, by kind: the value each left in the database to look for. */
interface Acknowledged {
  events: string[];
  complaints: string[];
  payCodes: string[];
  payments: string[];
}
type Kind = keyof Acknowledged;
const KINDS: Kind[] = ['events', 'complaints', 'payCodes', 'payments'];

interface Target {
  name: string;
  env: Record<string, string>;
  open(): Db;
}

let running: ChildProcess | undefined;
// A run that fails or is interrupted leaves no server behind to answer the next run's requests.
process.on('exit', () => {
  const alive = running?.exitCode === null && running.signalCode === null;
  if (alive && running?.pid !== undefined) process.kill(-running.pid, 'SIGKILL');
});
process.on('SIGINT', () => process.exit(130));

async function start(env: Record<string, string>): Promise<ChildProcess> {
  if (await answers()) throw new Error(`something already answers at ${BASE}: pass --port`);
  running = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      REQUEST_CEILING_PER_MINUTE: '10000000',
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return running;
}

async function answers(): Promise<boolean> {
  try {
    await fetch(`${BASE}/api/health`);
    return true;
  } catch {
    return false;
  }
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

async function post(path: string, body: unknown, sessionid?: string, key?: string) {
  const query = sessionid ? `?sessionid=${encodeURIComponent(sessionid)}` : '';
  const response = await fetch(`${BASE}${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: unknown; data: Record<string, unknown> };
}

async function logIn(): Promise<string> {
  await post(endpoints.loginCode.path, { phone: DEMO_BORROWER_PHONE });
  const sms = await fetch(`${BASE}${devSms.path}?phone=${DEMO_BORROWER_PHONE}`);
  const code = ((await sms.json()) as { data: { code: string } }).data.code;
  const login = await post(endpoints.login.path, { phone: DEMO_BORROWER_PHONE, code });
  return login.data.sessionid as string;
}

async function payCode(sessionid: string, amount: number, key: string): Promise<string | null> {
  const body = { ...ORDER, amount, isDelay: 0, channelNumber: GCASH };
  const answer = await post(endpoints.generateVcode.path, body, sessionid, key);
  return answer.code === 0 ? (answer.data.payCode as string) : null;
}

/** The provider reporting a one-centavo payment under `reference`, signed as it would sign it. */
async function paymentCallback(reference: string, paymentId: string): Promise<boolean> {
  const body = JSON.stringify({
    type: 'payment.paid',
    data: { id: paymentId, reference, amount: 1, paid_at: new Date().toISOString() },
  });
  const signature = signPayload(WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000));
  const response = await fetch(`${BASE}${PAYMENT_PATHS.callback}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
    body,
  });
  return response.ok && ((await response.json()) as { result: string }).result === 'booked';
}

let payCodeAmount = 100;

/** One write of `kind`; answers what it left in the database if the server acknowledged it. */
function writer(kind: Kind, sessionid: string, reference: string) {
  return async (): Promise<string | null> => {
    const marker = `${RUN}-${kind}-${randomBytes(6).toString('hex')}`;
    switch (kind) {
      case 'events': {
        const body = { productId: marker, moduleId: 1, positionId: 1 };
        return (await post(endpoints.eventSave.path, body, sessionid)).code === 0 ? marker : null;
      }
      case 'complaints': {
        const body = { problemType: 5, problemDetail: marker, orderNo: ORDER.orderId };
        const answer = await post(endpoints.problemSave.path, body, sessionid, marker);
        return answer.code === 0 ? marker : null;
      }
      case 'payCodes':
        // A new amount each time (one live code per amount): each acknowledged code is a new row.
        payCodeAmount += 1;
        return payCode(sessionid, payCodeAmount, marker);
      case 'payments':
        return (await paymentCallback(reference, marker)) ? marker : null;
    }
  };
}

/** Writes until `stop` says so; every acknowledged write goes into `acked`. */
async function writeLoad(sessionid: string, acked: Acknowledged, stop: () => boolean) {
  const reference = await payCode(sessionid, 100_00, `${RUN}-${randomBytes(6).toString('hex')}`);
  if (!reference) throw new Error('the demo order took no pay code');
  const loop = async (kind: Kind) => {
    const write = writer(kind, sessionid, reference);
    while (!stop()) {
      try {
        const value = await write();
        if (value) acked[kind].push(value);
      } catch {
        return; // the server is gone: nothing after this was acknowledged
      }
    }
  };
  await Promise.all(KINDS.flatMap((kind) => [loop(kind), loop(kind)]));
}

async function run(target: Target): Promise<string> {
  const acked: Acknowledged = { events: [], complaints: [], payCodes: [], payments: [] };
  let sessionid = '';
  for (let round = 0; round < KILLS; round++) {
    const child = await start(target.env);
    await waitHealthy(child);
    // The session survives the kills too; a new one only if it did not.
    if (!sessionid) sessionid = await logIn();
    let stopped = false;
    const load = writeLoad(sessionid, acked, () => stopped);
    await sleep(1500 + Math.random() * 1500);
    await kill(child);
    stopped = true;
    await load;
  }
  const db = target.open();
  try {
    const counts = [];
    let total = 0;
    let lost = 0;
    for (const kind of KINDS) {
      const expected = new Set(acked[kind]);
      const found = await countIn(db, kind, [...expected]);
      total += expected.size;
      lost += expected.size - found;
      counts.push(`${kind} ${found}/${expected.size}`);
    }
    return (
      `${target.name}: ${KILLS} SIGKILLs under load, ${total} acknowledged writes, ${lost} lost ` +
      `(found/acknowledged: ${counts.join(', ')})`
    );
  } finally {
    await db.destroy();
  }
}

async function countIn(db: Db, kind: Kind, values: string[]): Promise<number> {
  const found = new Set<string>();
  for (let i = 0; i < values.length; i += 1000) {
    for (const value of await findSome(db, kind, values.slice(i, i + 1000))) found.add(value);
  }
  return found.size;
}

async function findSome(db: Db, kind: Kind, values: string[]): Promise<string[]> {
  if (values.length === 0) return [];
  switch (kind) {
    case 'events': {
      const rows = await db
        .selectFrom('analytics_events')
        .select('product_ref as value')
        .where('product_ref', 'in', values)
        .execute();
      return rows.map((row) => row.value);
    }
    case 'complaints': {
      const rows = await db
        .selectFrom('complaints')
        .select('detail as value')
        .where('detail', 'in', values)
        .execute();
      return rows.map((row) => row.value);
    }
    case 'payCodes': {
      const rows = await db
        .selectFrom('pay_codes')
        .select('reference as value')
        .where('reference', 'in', values)
        .execute();
      return rows.map((row) => row.value);
    }
    case 'payments': {
      const rows = await db
        .selectFrom('payments')
        .select('provider_payment_id as value')
        .where('provider_payment_id', 'in', values)
        .execute();
      return rows.flatMap((row) => (row.value ? [row.value] : []));
    }
  }
}

async function onPglite(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'loan-durability-'));
  try {
    return await run({
      name: 'PGlite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => createDatabase({ dataDir }),
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<string> {
  const admin = new pg.Client({ connectionString: values.postgres });
  try {
    await admin.connect();
  } catch {
    return 'PostgreSQL: not reachable, skipped';
  }
  const name = `durability_${RUN}`;
  const scratchDir = mkdtempSync(join(tmpdir(), 'loan-durability-pg-'));
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(values.postgres);
    url.pathname = `/${name}`;
    return await run({
      name: 'PostgreSQL',
      env: { DATA_DIR: scratchDir, DATABASE_URL: url.href },
      open: () => createDatabase({ dataDir: scratchDir, databaseUrl: url.href }),
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(scratchDir, { recursive: true, force: true });
  }
}

const results = [await onPglite(), await onPostgres()];
console.log(results.join('\n'));
if (results.some((line) => !line.includes(' 0 lost') && !line.endsWith('skipped'))) {
  process.exitCode = 1;
}
