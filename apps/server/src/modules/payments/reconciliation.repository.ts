import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PaymentReconciliationsTable } from '../../db/schema.ts';
import { limitLiteral } from '../../lib/page-cursor.ts';

export async function insertReconciliation(
  db: Db,
  values: Insertable<PaymentReconciliationsTable>,
) {
  return db
    .insertInto('payment_reconciliations')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The latest run of each day before `before` (a day), newest day first. */
export async function listLatestReconciliations(db: Db, before: string | undefined, limit: number) {
  let query = db
    .selectFrom('payment_reconciliations')
    .distinctOn('date')
    .select(['date', 'provider', 'matched', 'exceptions', 'run_by', 'run_at']);
  if (before) query = query.where('date', '<', before);
  return query
    .orderBy('date', 'desc')
    .orderBy('run_at', 'desc')
    .limit(limitLiteral(limit))
    .execute();
}

export async function findLatestReconciliation(db: Db, date: string) {
  return db
    .selectFrom('payment_reconciliations')
    .selectAll()
    .where('date', '=', date)
    .orderBy('run_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The exceptions of the latest run of each day from `since` on. */
export async function sumLatestExceptions(db: Db, since: string): Promise<number> {
  const latest = db
    .selectFrom('payment_reconciliations')
    .distinctOn('date')
    .select('exceptions')
    .where('date', '>=', since)
    .orderBy('date')
    .orderBy('run_at', 'desc')
    .as('latest');
  const row = await db
    .selectFrom(latest)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('exceptions'), eb.lit(0)).as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes the runs of the days before `day`: how many went. */
export async function deleteReconciliationsBefore(db: Db, day: string): Promise<number> {
  const result = await db
    .deleteFrom('payment_reconciliations')
    .where('date', '<', day)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
