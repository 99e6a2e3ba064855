import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ErasureRequestsTable } from '../../db/schema.ts';
import { limitLiteral } from '../../lib/page-cursor.ts';

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
    .select(['reference', 'status', 'requested_at', 'completed_at'])
    .where('user_id', '=', userId)
    .where('status', '=', sql.lit('received'))
    .executeTakeFirst();
}

export async function listErasureRequests(db: Db, userId: string) {
  return db
    .selectFrom('erasure_requests')
    .select(['reference', 'status', 'requested_at', 'completed_at'])
    .where('user_id', '=', userId)
    .orderBy('requested_at', 'desc')
    .execute();
}

/** Requests waiting to be carried out, oldest first, after `after` (a keyset walk). */
export async function listOpenErasureRequests(
  db: Db,
  after: { requestedAt: Date; id: string } | null,
  limit: number,
) {
  let query = db
    .selectFrom('erasure_requests')
    .select(['id', 'user_id', 'requested_at'])
    .where('status', '=', sql.lit('received'))
    .orderBy('requested_at')
    .orderBy('id')
    .limit(limitLiteral(limit));
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('requested_at', 'id'), '>', eb.tuple(after.requestedAt, after.id)),
    );
  }
  return query.execute();
}

/** The request, locked, if it is still open and no other transaction holds it. */
export async function lockOpenErasureRequest(tx: Db, id: string) {
  return tx
    .selectFrom('erasure_requests')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', sql.lit('received'))
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export async function completeErasureRequest(tx: Db, id: string, at: Date): Promise<void> {
  await tx
    .updateTable('erasure_requests')
    .set({ status: 'completed', completed_at: at })
    .where('id', '=', id)
    .execute();
}

/** Withdraws the borrower's open request; a request being carried out (locked) is waited for. */
export async function deleteOpenErasureRequest(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('erasure_requests')
    .where('user_id', '=', userId)
    .where('status', '=', sql.lit('received'))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
