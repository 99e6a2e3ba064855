import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Clock as QueueClock } from 'pg-boss';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/database.ts';
import type { Clock } from '../../src/lib/clock.ts';
import type { SmsProvider } from '../../src/modules/sms/sms-provider.ts';
import type { StatementLog } from './statement-log.ts';
import { TestClock } from './test-clock.ts';
import { createTestDatabase, queueUrlOf, type TestDatabase } from './test-database.ts';

type Env = Record<string, string>;

/** Test config: NODE_ENV=test, no log output, no built web app unless `env` says otherwise. */
export function testConfig(env: Env = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'loan-server-test-no-web-dist'),
    DATA_DIR: join(tmpdir(), 'loan-server-test-unused-data'),
    // Each app its own uploads folder: files never meet across test files.
    UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'loan-test-uploads-')),
    // Test files send many requests from one address on a still clock; the ceiling's own test
    // sets a small one.
    REQUEST_CEILING_PER_MINUTE: '1000000',
    // One round a try: a test's proof of work takes milliseconds, its checks are the same.
    PROOF_OF_WORK_COST: '1',
    ...env,
  });
}

/** The least a production start needs besides a pepper: a real SMS gateway (never called). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://loans.example',
  SMS_PROVIDER: 'semaphore',
  SMS_API_KEY: 'test-key-never-sent',
  SMS_API_URL: 'http://127.0.0.1:9',
  PAYMENT_PROVIDER: 'xendit',
  XENDIT_SECRET_KEY: 'xnd_development_never_sent_in_tests',
  XENDIT_CALLBACK_TOKEN: 'a-production-callback-token-for-tests',
  XENDIT_BASE_URL: 'http://127.0.0.1:9',
  ACCOUNT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

/** Collects log lines (set LOG_LEVEL in `env` to see any). */
export class LogCapture {
  readonly lines: string[] = [];
  write(line: string): void {
    this.lines.push(line);
  }
  get text(): string {
    return this.lines.join('');
  }
}

export interface BuildTestAppOptions {
  db: Db;
  clock?: Clock;
  /** The job queue's database on PostgreSQL (the test database's URL) and its clock. */
  queueDatabaseUrl?: string | undefined;
  queueClock?: QueueClock;
  env?: Env;
  logs?: LogCapture;
  sms?: SmsProvider;
}

/** An app on the given database, not listening: use `app.inject`. */
export function buildTestApp({ db, clock, env, logs, sms, ...queue }: BuildTestAppOptions) {
  const overrides = {
    db,
    clock: clock ?? new TestClock(),
    logStream: logs,
    sms,
    queueDatabaseUrl: queue.queueDatabaseUrl ?? queueUrlOf(db),
    queueClock: queue.queueClock,
  };
  return buildApp(testConfig(env), overrides);
}

export interface TestAppContext {
  app: FastifyInstance;
  database: TestDatabase;
  db: Db;
  clock: TestClock;
  logs: LogCapture;
}

/**
 * One fresh database and app for the whole test file (created in beforeAll, closed and dropped in
 * afterAll). Tests inside a file share it, so they use distinct phones and IPs.
 */
export function useTestApp(
  options: {
    env?: Env;
    /** Where the app's statements are logged (the test's own through `db` are not). */
    statementLog?: StatementLog;
  } = {},
): TestAppContext {
  const context = {} as TestAppContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.db = context.database.db;
    context.clock = new TestClock();
    context.logs = new LogCapture();
    const db = options.statementLog ? context.db.withPlugin(options.statementLog) : context.db;
    context.app = await buildTestApp({
      ...context,
      db,
      env: options.env,
      queueDatabaseUrl: context.database.url,
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.drop();
  });
  return context;
}
