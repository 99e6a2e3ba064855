import { describe, expect, it } from 'vitest';
import { ops } from '../../helpers/loan.ts';
import { useQueueTestApp } from './queue-test-app.ts';

const MINUTE_MS = 60_000;
let worked = 0;

describe('a job whose handler always throws', () => {
  const t = useQueueTestApp({
    start: '2026-03-02T01:00:00Z',
    define: (app) => {
      app.jobs.define({
        name: 'always-throws',
        retry: { limit: 2, delaySeconds: 60, maxDelaySeconds: 600 },
        run: async () => {
          throw new Error('the partner answered HTTP 503');
        },
      });
      app.jobs.define({
        name: 'always-works',
        retry: { limit: 2, delaySeconds: 60, maxDelaySeconds: 600 },
        run: async () => {
          worked += 1;
        },
      });
    },
  });
  const runDue = (...names: string[]) => t.app.jobs.queue.runDue(names);
  const overview = async () => (await ops(t.app, 'GET', '/job-queue')).body.data;

  it('is tried again with backoff, ends in the dead letters with its error, and blocks nothing', async () => {
    const id = await t.app.jobs.send('always-throws');
    await t.app.jobs.send('always-works');
    expect(await runDue('always-throws', 'always-works')).toEqual({ ran: 2, failed: 1 });
    expect(worked).toBe(1);

    // Not due again before its wait; then waiting for its next attempt, with the error.
    expect(await runDue('always-throws')).toEqual({ ran: 0, failed: 0 });
    const retrying = await overview();
    expect(retrying.retrying).toContainEqual(
      expect.objectContaining({ id, queue: 'always-throws', state: 'retry', attempts: 1 }),
    );
    expect(retrying.queues).toContainEqual(
      expect.objectContaining({ name: 'always-throws', retrying: 1, deadLetters: 0 }),
    );

    for (let minute = 0; minute < 10; minute += 1) {
      await t.clock.tick(MINUTE_MS);
      await t.app.jobs.send('always-works');
      await runDue('always-throws', 'always-works');
    }
    expect(worked).toBe(11);
    const dead = await overview();
    expect(dead.retrying).toEqual([]);
    expect(dead.deadLetters).toEqual([
      expect.objectContaining({
        id,
        queue: 'always-throws',
        state: 'failed',
        attempts: 3,
        maxAttempts: 3,
        error: 'the partner answered HTTP 503',
      }),
    ]);
    expect(dead.queues).toContainEqual(
      expect.objectContaining({ name: 'always-throws', waiting: 0, retrying: 0, deadLetters: 1 }),
    );
    expect(dead.queues).toContainEqual(
      expect.objectContaining({ name: 'always-works', waiting: 0, deadLetters: 0 }),
    );
  });

  it('is retried by an operator who may run jobs, once more, and the retry is audited', async () => {
    const [dead] = (await overview()).deadLetters;
    const path = `/job-queue/always-throws/${dead.id}/retry`;
    expect((await ops(t.app, 'POST', path)).body.data).toEqual({ retried: true });
    // Already back in the queue: a second press does nothing.
    expect((await ops(t.app, 'POST', path)).body.data).toEqual({ retried: false });
    expect((await overview()).deadLetters).toEqual([]);
    expect(await runDue('always-throws')).toEqual({ ran: 1, failed: 1 });
    expect((await overview()).deadLetters).toEqual([
      expect.objectContaining({ id: dead.id, error: 'the partner answered HTTP 503' }),
    ]);
    const unknown = `/job-queue/no-such-queue/${dead.id}/retry`;
    expect((await ops(t.app, 'POST', unknown)).body.data).toEqual({ retried: false });

    const audited = await t.database.db
      .selectFrom('audit_records')
      .select(['action', 'target'])
      .where('action', 'like', '%job-queue%')
      .execute();
    expect(audited.length).toBeGreaterThanOrEqual(2);
  });
});
