import fp from 'fastify-plugin';
import { PGliteAdapter } from 'kysely';
import { PgBoss, type Clock as QueueClock } from 'pg-boss';
import {
  type JobKind,
  QUEUE_SCHEMA,
  SCHEDULED_RETRY,
  type ScheduledJob,
} from '../../modules/jobs/job-kinds.ts';
import { queueHealth } from '../../modules/jobs/job-queue.service.ts';
import { JobQueue, type SendOptions } from '../../modules/jobs/job-queue.ts';

/** The label the queue's jobs count under in the metrics (each pg-boss queue its own `queue`). */
const JOB_QUEUE_METRIC = 'jobs';

import { recordJobRun } from '../../modules/jobs/job-runs.service.ts';
import { queueDatabaseOnEmbedded } from '../../modules/jobs/queue-database.ts';

export interface Jobs {
  /** A job sent by the clock (a cron expression in Philippine time), once across processes. */
  schedule(job: ScheduledJob): void;
  /** A kind of job the app sends itself (`send`), with its retries. */
  define<T extends object>(kind: JobKind<T>): void;
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  queue: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsPluginOptions {
  /** The queue's PostgreSQL when the app is handed its database (tests on PostgreSQL). */
  queueDatabaseUrl?: string | undefined;
  /** The queue's source of time and timers (tests drive it by hand). */
  queueClock?: QueueClock | undefined;
}

// A worker looks for jobs this often when it found none: the delay of a job sent by another
// process (the sending process's own jobs too, since sends do not wake workers).
const POLLING_SECONDS = 2;
// The queue's own connections on PostgreSQL, besides the app's pool (decision 0051's count).
const QUEUE_CONNECTIONS = 2;

/**
 * The job queue (decision 0076): pg-boss on the app's database, PostgreSQL or the embedded PGlite.
 * Outside tests it starts when the server is ready, with a worker per queue and the scheduled jobs;
 * in tests it starts on first use and runs jobs only when a test asks (`queue.runDue`).
 */
export default fp<JobsPluginOptions>(
  async (app, opts) => {
    const live = app.config.nodeEnv !== 'test';
    const embedded = app.db.getExecutor().adapter instanceof PGliteAdapter;
    const url = opts.queueDatabaseUrl ?? app.config.databaseUrl;
    const common = {
      schema: QUEUE_SCHEMA,
      clock: opts.queueClock,
      supervise: live,
      schedule: live,
    };
    const boss = () => {
      if (embedded) {
        return new PgBoss({ ...common, db: queueDatabaseOnEmbedded(app.db), backend: 'pglite' });
      }
      if (!url) throw new Error('the job queue needs the PostgreSQL connection string');
      return new PgBoss({ ...common, connectionString: url, max: QUEUE_CONNECTIONS });
    };
    const queue = new JobQueue({
      boss,
      log: app.log.child({ module: 'jobs' }),
      live,
      pollingIntervalSeconds: POLLING_SECONDS,
      onFailure: (name) => app.metrics.jobFailed(JOB_QUEUE_METRIC, name),
    });
    app.metrics.registerQueue({
      queue: JOB_QUEUE_METRIC,
      states: async () =>
        (await queueHealth(app)).queues.flatMap((q) => [
          { queue: q.name, state: 'waiting', count: q.waiting },
          { queue: q.name, state: 'active', count: q.active },
          { queue: q.name, state: 'retrying', count: q.retrying },
          { queue: q.name, state: 'dead', count: q.deadLetters },
        ]),
    });

    app.decorate('jobs', {
      queue,
      schedule(job: ScheduledJob) {
        app.metrics.jobKnown(JOB_QUEUE_METRIC, job.name);
        queue.schedule(
          {
            ...job,
            run: async (signal) => {
              const started = app.clock.now();
              await job.run(signal);
              await recordJobRun(app, job.name, started, app.clock.now());
            },
          },
          SCHEDULED_RETRY,
        );
      },
      define: (kind) => {
        app.metrics.jobKnown(JOB_QUEUE_METRIC, kind.name);
        queue.define(kind);
      },
      send: (name, data, options) => queue.send(name, data, options),
    } satisfies Jobs);
    if (live) app.addHook('onReady', () => queue.start());
    app.addHook('onClose', () => queue.stop());
  },
  { name: 'jobs', dependencies: ['config', 'db', 'clock', 'metrics'] },
);
