import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ErasureRequestsTable } from '../../db/schema.ts';

/** Records a request unless the borrower has one open (then nothing). */
export async function insertOpenErasureRequest(db: Db, values: Insertable<ErasureRequestsTable>) {
  await db
    .insertInto('erasure_requests')
    .values(values)
    .onConflict((oc) =>
      // A literal, not a parameter: a generic plan cannot match a partial index to a parameter.
      oc.column('user_id').where('status', '=', sql.lit('received')).doNothing(),
    )
    .execute();
}

export async function findOpenErasureRequest(db: Db, userId: string) {
  return db
    .selectFrom('erasure_requests')
    .select(['reference', 'status', 'requested_at'])
    .where('user_id', '=', userId)
    .where('status', '=', sql.lit('received'))
    .executeTakeFirst();
}

export async function listErasureRequests(db: Db, userId: string) {
  return db
    .selectFrom('erasure_requests')
    .select(['reference', 'status', 'requested_at'])
    .where('user_id', '=', userId)
    .orderBy('requested_at', 'desc')
    .execute();
}
