import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const seconds = (ms: number) => ms / 1000;

/**
 * Claims this interval's run of a job for the calling process: true for exactly one caller per
 * interval across all processes sharing the database (the upsert takes the row's lock). A run
 * still going blocks the next claim until `staleAfterMs`, when it is taken to have died.
 */
export async function claimJobRun(
  db: Db,
  name: string,
  everyMs: number,
  staleAfterMs: number,
): Promise<boolean> {
  const claimed = await db
    .insertInto('job_runs')
    .values({ name, started_at: sql<Date>`now()`, finished_at: null })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ started_at: sql<Date>`now()`, finished_at: null })
        .where(
          'job_runs.started_at',
          '<=',
          sql<Date>`now() - make_interval(secs => ${seconds(everyMs)})`,
        )
        .where((eb) =>
          eb.or([
            eb('job_runs.finished_at', 'is not', null),
            eb(
              'job_runs.started_at',
              '<=',
              sql<Date>`now() - make_interval(secs => ${seconds(staleAfterMs)})`,
            ),
          ]),
        ),
    )
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Ends a run; one that did not complete is left due again, for whichever process comes next. */
export async function finishJobRun(db: Db, name: string, completed: boolean, everyMs: number) {
  await db
    .updateTable('job_runs')
    .set({
      finished_at: sql<Date>`now()`,
      ...(completed
        ? {}
        : { started_at: sql<Date>`now() - make_interval(secs => ${seconds(everyMs)})` }),
    })
    .where('name', '=', name)
    .execute();
}

export async function listJobRunRows(db: Db) {
  return db.selectFrom('job_runs').selectAll().orderBy('name').execute();
}

/** Scheduled jobs by state: running (claimed, not finished) and idle. */
export async function countJobRunStates(db: Db) {
  return db
    .selectFrom('job_runs')
    .select([
      sql<string>`count(*) filter (where finished_at is null)`.as('running'),
      sql<string>`count(*) filter (where finished_at is not null)`.as('idle'),
    ])
    .executeTakeFirstOrThrow();
}
