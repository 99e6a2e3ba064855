/** How a job that throws is tried again: `limit` more times, waits doubling from `delaySeconds`. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  maxDelaySeconds: number;
}

export interface JobContext {
  /** Aborted when the server closes: the work stops soon after, and the job is tried again. */
  signal: AbortSignal;
  /** 0 on the first attempt. */
  retryCount: number;
  /** This attempt is the last: a throw now puts the job in the dead letters. */
  lastAttempt: boolean;
}

/** A kind of job: its queue, its retries and its work. */
export interface JobKind<T extends object = object> {
  /** Unique across the app: the queue's name. */
  name: string;
  retry: RetryPolicy;
  /** At most one job of the kind runs at a time, across all processes. */
  oneAtATime?: boolean;
  /** At most one job per key waits or runs: a second send with the key is dropped. */
  onePerKey?: boolean;
  /** A run longer than this is taken to have died with its process and is tried again. */
  expireInSeconds?: number;
  /** How long its finished jobs (and its dead letters) are kept; DEAD_LETTERS_KEPT_SECONDS if not said. */
  keptSeconds?: number;
  run(data: T, context: JobContext): Promise<void>;
}

/** A job sent by the clock: once per occurrence of `cron` (Philippine time), across processes. */
export interface ScheduledJob {
  name: string;
  cron: string;
  run(signal: AbortSignal): Promise<void>;
}

/** Scheduled work: retried a little (the next occurrence comes anyway), never two at once. */
export const SCHEDULED_RETRY: RetryPolicy = { limit: 2, delaySeconds: 30, maxDelaySeconds: 300 };

/** A scheduled job's next occurrence soon replaces a failed one: its records go sooner. */
export const SCHEDULED_KEPT_SECONDS = 2 * 86_400;

export const PHILIPPINE_TIME_ZONE = 'Asia/Manila';

/** Failed jobs are kept (the dead letters) this long after their last attempt. */
export const DEAD_LETTERS_KEPT_SECONDS = 30 * 86_400;

/** Where the queue keeps its tables (its own schema, installed by migration 0057). */
export const QUEUE_SCHEMA = 'pgboss';
