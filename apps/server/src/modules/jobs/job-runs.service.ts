import type { Db } from '../../db/database.ts';
import { listJobRunRows } from './job-run.repository.ts';

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
