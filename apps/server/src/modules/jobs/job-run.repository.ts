import type { Db } from '../../db/database.ts';

export async function saveJobRun(db: Db, name: string, startedAt: Date, finishedAt: Date) {
  await db
    .insertInto('job_runs')
    .values({ name, started_at: startedAt, finished_at: finishedAt })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ started_at: startedAt, finished_at: finishedAt }),
    )
    .execute();
}

export async function listJobRunRows(db: Db) {
  return db.selectFrom('job_runs').selectAll().orderBy('name').execute();
}

/** Scheduled jobs by state: running (claimed, not finished) and idle. */
