import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { limitLiteral } from '../../lib/page-cursor.ts';

export interface QueueCountRow {
  name: string;
  waiting: number;
  active: number;
  retrying: number;
  dead: number;
}

/**
 * Per queue: jobs waiting (created, not yet due included), running, waiting after a failed attempt,
 * and out of attempts (the dead letters). Read from the queue's own table (schema `pgboss`):
 * pg-boss's cached counts lag by up to a minute.
 */
export async function countJobsByQueue(db: Db): Promise<QueueCountRow[]> {
  const { rows } = await sql<QueueCountRow>`
    select name,
      count(*) filter (where state = 'created')::int as waiting,
      count(*) filter (where state = 'active')::int as active,
      count(*) filter (where state = 'retry')::int as retrying,
      count(*) filter (where state = 'failed')::int as dead
    from pgboss.job
    where state in ('created', 'active', 'retry', 'failed')
    group by name
    order by name`.execute(db);
  return rows;
}

export interface ProblemJobRow {
  id: string;
  name: string;
  state: 'retry' | 'failed';
  retry_count: number;
  retry_limit: number;
  output: { message?: unknown } | null;
  created_on: Date;
  /** A failed job's last attempt's end; a retrying one's next attempt. */
  at: Date;
}

/** The newest jobs in a state (dead letters: `failed`; failures being retried: `retry`). */
export async function listJobsInState(
  db: Db,
  state: 'retry' | 'failed',
  limit: number,
): Promise<ProblemJobRow[]> {
  const { rows } = await sql<ProblemJobRow>`
    select id, name, state, retry_count, retry_limit, output, created_on,
      coalesce(completed_on, start_after) as at
    from pgboss.job
    where state = ${state}
    order by ${state === 'failed' ? sql`completed_on` : sql`start_after`} desc, id
    limit ${limitLiteral(limit)}`.execute(db);
  return rows;
}
