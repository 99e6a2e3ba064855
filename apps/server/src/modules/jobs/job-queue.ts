import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata, PgBoss, Queue } from 'pg-boss';
import {
  DEAD_LETTERS_KEPT_SECONDS,
  type JobKind,
  PHILIPPINE_TIME_ZONE,
  SCHEDULED_KEPT_SECONDS,
  type ScheduledJob,
} from './job-kinds.ts';

export interface SendOptions {
  /** The job's key: in a kind that is `onePerKey`, a send while one with the key waits is dropped. */
  key?: string;
  startAfterSeconds?: number;
}

export interface QueueOptions {
  /** Told of every failed attempt (the metrics count them). */
  onFailure?: (queue: string) => void;
  /** Made on first use: a test app on PostgreSQL that never sends a job needs no queue database. */
  boss: () => PgBoss;
  log: FastifyBaseLogger;
  /** Workers poll and the clock sends scheduled jobs; off, jobs run only through `runDue`. */
  live: boolean;
  pollingIntervalSeconds: number;
}

/**
 * The job queue (pg-boss, decision 0076): every kind is a queue with its retry policy, failed
 * attempts go back with backoff, and a job out of attempts stays `failed` with its error: the dead
 * letters, which an operator can retry. Scheduled jobs are sent by pg-boss's cron, once per
 * occurrence across all processes.
 */
export class JobQueue {
  #instance: PgBoss | undefined;
  readonly #options: QueueOptions;
  readonly #kinds = new Map<string, JobKind<object>>();
  readonly #schedules = new Map<string, string>();
  readonly #stopping = new AbortController();
  #started: Promise<void> | undefined;

  constructor(options: QueueOptions) {
    this.#options = options;
  }

  get #boss(): PgBoss {
    if (!this.#instance) {
      this.#instance = this.#options.boss();
      this.#instance.on('error', (error) =>
        this.#options.log.error({ err: error }, 'job queue error'),
      );
    }
    return this.#instance;
  }

  define<T extends object>(kind: JobKind<T>): void {
    if (this.#kinds.has(kind.name)) throw new Error(`job ${kind.name} defined twice`);
    if (this.#started) throw new Error(`job ${kind.name} defined after the queue started`);
    this.#kinds.set(kind.name, kind as JobKind<object>);
  }

  schedule(job: ScheduledJob, retry: JobKind['retry']): void {
    this.define({
      name: job.name,
      retry,
      oneAtATime: true,
      expireInSeconds: 3600,
      keptSeconds: SCHEDULED_KEPT_SECONDS,
      run: () => job.run(this.#stopping.signal),
    });
    this.#schedules.set(job.name, job.cron);
  }

  /** Starts once: queues created or brought to their policy, then (live) workers and schedules. */
  start(): Promise<void> {
    this.#started ??= this.#start();
    return this.#started;
  }

  get names(): string[] {
    return [...this.#kinds.keys()];
  }

  async send(name: string, data: object = {}, options: SendOptions = {}): Promise<string | null> {
    await this.start();
    return this.#boss.send(name, data, {
      ...(options.key ? { singletonKey: options.key } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
  }

  /**
   * Runs the jobs of the queues (all by default) that are due now, each once, one at a time:
   * what the workers do, driven by hand (tests, operators). How many ran and how many threw.
   */
  async runDue(names: readonly string[] = this.names): Promise<{ ran: number; failed: number }> {
    await this.start();
    let ran = 0;
    let failed = 0;
    for (const name of names) {
      const jobs = await this.#boss.fetch<object>(name, { batchSize: 100, includeMetadata: true });
      for (const job of jobs) {
        ran += 1;
        try {
          await this.#run(job);
          await this.#boss.complete(name, job);
        } catch (error) {
          failed += 1;
          await this.#boss.fail(name, job, errorOutput(error));
        }
      }
    }
    return { ran, failed };
  }

  /** Puts failed jobs back in their queue for one more attempt; how many went back. */
  async retry(name: string, ids: readonly string[]): Promise<number> {
    await this.start();
    const result = (await this.#boss.retry(name, [...ids])) as { affected?: number };
    return result.affected ?? 0;
  }

  async stop(): Promise<void> {
    this.#stopping.abort();
    if (!this.#started) return;
    await this.#started.catch(() => {});
    await this.#boss.stop({ graceful: true, timeout: 10_000, close: true });
  }

  async #start(): Promise<void> {
    await this.#boss.start();
    const existing = new Map((await this.#boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const kind of this.#kinds.values()) {
      const policy = queuePolicy(kind);
      const queue = existing.get(kind.name);
      if (!queue) await this.#boss.createQueue(kind.name, policy);
      else if (differs(queue, policy)) {
        const { policy: _fixed, ...changeable } = policy;
        await this.#boss.updateQueue(kind.name, changeable);
      }
    }
    if (!this.#options.live) return;
    for (const name of this.#kinds.keys()) {
      await this.#boss.work(
        name,
        { includeMetadata: true, pollingIntervalSeconds: this.#options.pollingIntervalSeconds },
        async ([job]: JobWithMetadata<object>[]) => {
          if (job) await this.#run(job);
        },
      );
    }
    for (const [name, cron] of this.#schedules) {
      // A process that was down at an occurrence runs it once when it comes back.
      await this.#boss.schedule(name, cron, {}, { tz: PHILIPPINE_TIME_ZONE, missed: 'once' });
    }
  }

  async #run(job: JobWithMetadata<object>): Promise<void> {
    const kind = this.#kinds.get(job.name);
    if (!kind) throw new Error(`no job ${job.name}`);
    // A fetched job (runDue) has no signal of its own; a worker's is aborted when it stops.
    const signal = job.signal
      ? AbortSignal.any([this.#stopping.signal, job.signal])
      : this.#stopping.signal;
    try {
      await kind.run(job.data ?? {}, {
        signal,
        retryCount: job.retryCount,
        lastAttempt: job.retryCount >= job.retryLimit,
      });
    } catch (error) {
      const output = errorOutput(error);
      this.#options.onFailure?.(job.name);
      this.#options.log.warn(
        { job: job.name, id: job.id, attempt: job.retryCount + 1, error: output.message },
        'job attempt failed',
      );
      throw Object.assign(new Error(output.message), { stack: undefined });
    }
    if (signal.aborted) throw new Error('stopped before the end: the server closed');
  }
}

function queuePolicy(kind: JobKind<object>) {
  return {
    policy: kind.oneAtATime ? 'singleton' : kind.onePerKey ? 'exclusive' : 'standard',
    retryLimit: kind.retry.limit,
    retryDelay: kind.retry.delaySeconds,
    retryBackoff: true,
    retryDelayMax: kind.retry.maxDelaySeconds,
    expireInSeconds: kind.expireInSeconds ?? 300,
    deleteAfterSeconds: kind.keptSeconds ?? DEAD_LETTERS_KEPT_SECONDS,
  } satisfies Omit<Queue, 'name'>;
}

function differs(queue: Queue, policy: ReturnType<typeof queuePolicy>): boolean {
  return (Object.keys(policy) as (keyof typeof policy)[]).some(
    (key) => key !== 'policy' && queue[key] !== policy[key],
  );
}

/** What the dead letters show of an error: its message, never a stack (it may name paths). */
function errorOutput(error: unknown): { message: string } {
  return { message: error instanceof Error ? error.message : String(error) };
}
