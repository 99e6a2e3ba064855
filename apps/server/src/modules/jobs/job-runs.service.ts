import type { Db } from '../../db/database.ts';
import { listJobRunRows, saveJobRun } from './job-run.repository.ts';

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

/** Keeps a scheduled job's last completed run (the queue keeps every attempt). */
export function recordJobRun(deps: { db: Db }, name: string, startedAt: Date, finishedAt: Date) {
  return saveJobRun(deps.db, name, startedAt, finishedAt);
}
