import type { FastifyInstance } from 'fastify';
import { TestClock as QueueClock } from 'pg-boss';
import { afterAll, beforeAll } from 'vitest';
import type { SmsProvider } from '../../../src/modules/sms/sms-provider.ts';
import { buildTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV } from '../../helpers/loan.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

export interface QueueTestContext {
  app: FastifyInstance;
  database: TestDatabase;
  /** The one clock of the app and of its queue (timers and the queue's SQL time): moved by hand. */
  clock: QueueClock;
}

/**
 * An app whose job queue runs on a hand-driven clock: time moves only by `clock.tick`/`setTime`,
 * jobs run only through `app.jobs.queue.runDue`. `define` adds job kinds before the queue starts.
 */
export function useQueueTestApp(options: {
  start: string;
  sms?: SmsProvider;
  define?: (app: FastifyInstance) => void;
}): QueueTestContext {
  const context = {} as QueueTestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.clock = new QueueClock(options.start);
    const clock = context.clock;
    context.app = await buildTestApp({
      db: context.database.db,
      env: OPS_ENV,
      clock: { now: () => new Date(clock.now()) },
      queueClock: clock,
      queueDatabaseUrl: context.database.url,
      ...(options.sms ? { sms: options.sms } : {}),
    });
    options.define?.(context.app);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.drop();
  });
  return context;
}
