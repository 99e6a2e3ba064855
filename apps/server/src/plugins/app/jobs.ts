import fp from 'fastify-plugin';
import { claimJobRun, finishJobRun } from '../../modules/jobs/job-run.repository.ts';
import { SCHEDULED_QUEUE } from './metrics.ts';

export interface ScheduledJob {
  /** Unique across the app: one run per interval per name, whatever the number of processes. */
  name: string;
  everyMs: number;
  /** The work; stops soon after `signal` aborts (the server is closing). */
  run: (signal: AbortSignal) => Promise<void>;
}

export interface Jobs {
  schedule(job: ScheduledJob): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

// How often a process looks whether a job is due: a few times per interval, so a run is late by
// a fraction of it at most when the process that ran it last has gone.
const CHECKS_PER_INTERVAL = 4;
// A run that has not finished after this many intervals is taken to have died with its process.
const STALE_AFTER_INTERVALS = 3;

/**
 * Scheduled jobs (ADR 0026): each runs once per interval across all server processes, claimed
 * through a row of `job_runs`; the first check comes when the server is ready. Closing the server
 * aborts runs in progress and waits for them. Off in tests, which run jobs themselves.
 */
export default fp(
  async (app) => {
    const enabled = app.config.nodeEnv !== 'test';
    const stopping = new AbortController();
    const timers: NodeJS.Timeout[] = [];
    const running = new Map<string, Promise<void>>();
    const jobs: ScheduledJob[] = [];

    const runIfDue = async (job: ScheduledJob) => {
      const stale = job.everyMs * STALE_AFTER_INTERVALS;
      if (!(await claimJobRun(app.db, job.name, job.everyMs, stale))) return;
      let completed = false;
      try {
        await job.run(stopping.signal);
        completed = !stopping.signal.aborted;
      } finally {
        await finishJobRun(app.db, job.name, completed, job.everyMs);
      }
    };
    const check = (job: ScheduledJob) => {
      if (stopping.signal.aborted || running.has(job.name)) return;
      const run = runIfDue(job)
        .catch((error: unknown) => {
          app.metrics.jobFailed(SCHEDULED_QUEUE, job.name);
          app.log.error({ err: error, job: job.name }, 'job failed');
        })
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    };

    app.decorate('jobs', {
      schedule(job: ScheduledJob) {
        if (jobs.some((j) => j.name === job.name))
          throw new Error(`job ${job.name} scheduled twice`);
        jobs.push(job);
        app.metrics.jobKnown(SCHEDULED_QUEUE, job.name);
      },
    });
    if (!enabled) return;
    app.addHook('onReady', async () => {
      for (const job of jobs) {
        const timer = setInterval(() => check(job), job.everyMs / CHECKS_PER_INTERVAL);
        timer.unref();
        timers.push(timer);
        check(job);
      }
    });
    app.addHook('onClose', async () => {
      stopping.abort();
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled(running.values());
    });
  },
  { name: 'jobs', dependencies: ['config', 'db', 'metrics'] },
);
