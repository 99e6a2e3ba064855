import { describe, expect, it } from 'vitest';
import { claimJobRun, finishJobRun } from '../../../src/modules/jobs/job-run.repository.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops } from '../../helpers/loan.ts';

const HOUR_MS = 3_600_000;

describe('scheduled job runs', () => {
  const t = useTestApp({ env: OPS_ENV });

  it('lets one caller run a job per interval, whatever the number of callers', async () => {
    const claims = await Promise.all(
      [1, 2, 3, 4].map(() => claimJobRun(t.db, 'once-per-hour', HOUR_MS, 3 * HOUR_MS)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    await finishJobRun(t.db, 'once-per-hour', true, HOUR_MS);
    expect(await claimJobRun(t.db, 'once-per-hour', HOUR_MS, 3 * HOUR_MS)).toBe(false);
  });

  it('never starts a run while one is going, unless that one has gone stale', async () => {
    expect(await claimJobRun(t.db, 'long', 0, HOUR_MS)).toBe(true);
    expect(await claimJobRun(t.db, 'long', 0, HOUR_MS)).toBe(false);
    expect(await claimJobRun(t.db, 'long', 0, 0)).toBe(true);
    await finishJobRun(t.db, 'long', true, 0);
    expect(await claimJobRun(t.db, 'long', 0, HOUR_MS)).toBe(true);
  });

  it('leaves a run that did not complete due again at once', async () => {
    expect(await claimJobRun(t.db, 'interrupted', HOUR_MS, 3 * HOUR_MS)).toBe(true);
    await finishJobRun(t.db, 'interrupted', false, HOUR_MS);
    expect(await claimJobRun(t.db, 'interrupted', HOUR_MS, 3 * HOUR_MS)).toBe(true);
  });

  it('shows operators the last run of each job, finished or still running', async () => {
    expect(await claimJobRun(t.db, 'shown', HOUR_MS, 3 * HOUR_MS)).toBe(true);
    const running = (await ops(t.app, 'GET', '/jobs')).body.data.jobs;
    expect(running).toContainEqual({
      name: 'shown',
      startedAt: expect.any(String),
      finishedAt: null,
    });
    await finishJobRun(t.db, 'shown', true, HOUR_MS);
    const done = (await ops(t.app, 'GET', '/jobs')).body.data.jobs;
    const shown = done.find((job: { name: string }) => job.name === 'shown');
    expect(Date.parse(shown.finishedAt)).toBeGreaterThanOrEqual(Date.parse(shown.startedAt));
  });
});
