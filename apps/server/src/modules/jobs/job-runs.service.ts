import type { Db } from '../../db/database.ts';
import { countJobRunStates, listJobRunRows } from './job-run.repository.ts';

/** Each scheduled job's last run, for operators: when it started, and when it ended if it did. */
export async function listJobRuns(deps: { db: Db }) {
  const rows = await listJobRunRows(deps.db);
  return {
    jobs: rows.map((row) => ({
      name: row.name,
      startedAt: row.started_at.toISOString(),
      finishedAt: row.finished_at?.toISOString() ?? null,
    })),
  };
}

/** The scheduled jobs as a queue's states, for the metrics: running now, and idle between runs. */
export async function jobRunStates(deps: { db: Db }) {
  const row = await countJobRunStates(deps.db);
  return [
    { state: 'running', count: Number(row.running) },
    { state: 'idle', count: Number(row.idle) },
  ];
}
