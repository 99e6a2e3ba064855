import type { FastifyInstance } from 'fastify';
import { TestClock as QueueClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

const JOBS = 12;

describe('jobs across processes and restarts', () => {
  let database: TestDatabase;
  const clock = new QueueClock('2026-03-02T01:00:00Z');
  const ran: string[] = [];
  const open: FastifyInstance[] = [];
  /** One server process on the shared database, with the job kind every process knows. */
  const process = async (name: string) => {
    const app = await buildTestApp({
      db: database.db,
      clock: { now: () => new Date(clock.now()) },
      queueClock: clock,
      queueDatabaseUrl: database.url,
    });
    app.jobs.define<{ n: number }>({
      name: 'count-once',
      retry: { limit: 1, delaySeconds: 60, maxDelaySeconds: 60 },
      run: async ({ n }) => {
        ran.push(`${name}:${n}`);
      },
    });
    open.push(app);
    return app;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of open) await app.close();
    await database?.drop();
  });

  it('runs each job once, whichever process takes it, including jobs sent before a restart', async () => {
    const first = await process('first');
    for (let n = 0; n < JOBS; n += 1) await first.jobs.send('count-once', { n });
    await first.close();

    const [a, b] = [await process('a'), await process('b')];
    // One after the other: the test clock sets up its table in the queue's schema on each start.
    await a.jobs.queue.start();
    await b.jobs.queue.start();
    const [byA, byB] = await Promise.all([
      a.jobs.queue.runDue(['count-once']),
      b.jobs.queue.runDue(['count-once']),
    ]);
    expect(byA.ran + byB.ran).toBe(JOBS);
    expect(byA.failed + byB.failed).toBe(0);
    const numbers = ran.map((entry) => Number(entry.split(':')[1])).sort((x, y) => x - y);
    expect(numbers).toEqual([...Array(JOBS).keys()]);
    expect(ran.some((entry) => entry.startsWith('first:'))).toBe(false);
    expect(await a.jobs.queue.runDue(['count-once'])).toEqual({ ran: 0, failed: 0 });
  });
});
