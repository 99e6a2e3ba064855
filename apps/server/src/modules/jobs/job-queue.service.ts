import type { Db } from '../../db/database.ts';
import type { JobQueue } from './job-queue.ts';
import { countJobsByQueue, listJobsInState, type ProblemJobRow } from './queue.repository.ts';

const PROBLEMS_SHOWN = 50;

export interface QueueHealth {
  /** Jobs waiting to run, over all queues (not yet due included). */
  depth: number;
  /** Jobs waiting for another attempt after a failed one. */
  retrying: number;
  /** Jobs out of attempts. */
  deadLetters: number;
  queues: {
    name: string;
    waiting: number;
    active: number;
    retrying: number;
    deadLetters: number;
  }[];
}

/** Queue depth, failures and dead letters, per queue and in all (metrics and the back office). */
export async function queueHealth(deps: { db: Db }): Promise<QueueHealth> {
  const rows = await countJobsByQueue(deps.db);
  const queues = rows.map((row) => ({
    name: row.name,
    waiting: row.waiting,
    active: row.active,
    retrying: row.retrying,
    deadLetters: row.dead,
  }));
  const sum = (pick: (queue: (typeof queues)[number]) => number) =>
    queues.reduce((total, queue) => total + pick(queue), 0);
  return {
    depth: sum((queue) => queue.waiting),
    retrying: sum((queue) => queue.retrying),
    deadLetters: sum((queue) => queue.deadLetters),
    queues,
  };
}

/** What the back office shows: each queue's counts, the newest dead letters and retrying jobs. */
export async function queueOverview(deps: { db: Db; jobs: { queue: JobQueue } }) {
  await deps.jobs.queue.start();
  const [health, dead, retrying] = await Promise.all([
    queueHealth(deps),
    listJobsInState(deps.db, 'failed', PROBLEMS_SHOWN),
    listJobsInState(deps.db, 'retry', PROBLEMS_SHOWN),
  ]);
  const counted = new Set(health.queues.map((queue) => queue.name));
  const idle = deps.jobs.queue.names
    .filter((name) => !counted.has(name))
    .map((name) => ({ name, waiting: 0, active: 0, retrying: 0, deadLetters: 0 }));
  return {
    queues: [...health.queues, ...idle].sort((a, b) => a.name.localeCompare(b.name)),
    deadLetters: dead.map(problemJob),
    retrying: retrying.map(problemJob),
  };
}

/** An operator's retry of a dead letter: one more attempt, soon. False when it is not one. */
export async function retryDeadLetter(
  deps: { jobs: { queue: JobQueue } },
  queue: string,
  id: string,
): Promise<{ retried: boolean }> {
  if (!deps.jobs.queue.names.includes(queue)) return { retried: false };
  return { retried: (await deps.jobs.queue.retry(queue, [id])) > 0 };
}

function problemJob(row: ProblemJobRow) {
  const message = row.output?.message;
  return {
    id: row.id,
    queue: row.name,
    state: row.state,
    attempts: row.retry_count + 1,
    maxAttempts: row.retry_limit + 1,
    error: typeof message === 'string' ? message : null,
    createdAt: row.created_on.toISOString(),
    at: row.at.toISOString(),
  };
}
