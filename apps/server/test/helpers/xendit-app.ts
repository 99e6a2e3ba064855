import { PAYMENT_PATHS } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { buildTestApp, LogCapture } from './build-test-app.ts';
import { type FakeXendit, startFakeXendit } from './fake-xendit.ts';
import { TestClock } from './test-clock.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const XENDIT_TEST_KEY = 'xnd_development_fake_secret_key';
export const XENDIT_TEST_TOKEN = 'fake-xendit-callback-verification-token';

export interface XenditAppContext {
  app: FastifyInstance;
  fake: FakeXendit;
  db: Db;
  clock: TestClock;
  logs: LogCapture;
  database: TestDatabase;
}

/** An app with PAYMENT_PROVIDER=xendit against a local fake Xendit whose webhooks reach it. */
export function useXenditApp(env: Record<string, string> = {}): XenditAppContext {
  const context = {} as XenditAppContext;
  beforeAll(async () => {
    context.clock = new TestClock();
    context.fake = await startFakeXendit({
      now: () => context.clock.now(),
      secretKey: XENDIT_TEST_KEY,
      callbackToken: XENDIT_TEST_TOKEN,
      deliver: async (payload, headers) =>
        (
          await context.app.inject({
            method: 'POST',
            url: PAYMENT_PATHS.callback,
            headers,
            payload,
          })
        ).statusCode,
    });
    context.database = await createTestDatabase();
    context.db = context.database.db;
    context.logs = new LogCapture();
    context.app = await buildTestApp({
      db: context.db,
      clock: context.clock,
      logs: context.logs,
      env: {
        PAYMENT_PROVIDER: 'xendit',
        XENDIT_SECRET_KEY: XENDIT_TEST_KEY,
        XENDIT_CALLBACK_TOKEN: XENDIT_TEST_TOKEN,
        XENDIT_BASE_URL: context.fake.url,
        ...env,
      },
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.fake?.close();
    await context.database?.drop();
  });
  return context;
}
