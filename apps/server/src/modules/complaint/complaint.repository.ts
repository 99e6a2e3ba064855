import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ComplaintsTable } from '../../db/schema.ts';
import { limitLiteral, type PageCursor } from '../../lib/page-cursor.ts';

export async function insertComplaintRow(db: Db, values: Insertable<ComplaintsTable>) {
  return db.insertInto('complaints').values(values).returningAll().executeTakeFirstOrThrow();
}

const withOrder = (db: Db) =>
  db
    .selectFrom('complaints')
    .innerJoin('loan_orders', 'loan_orders.id', 'complaints.order_id')
    .selectAll('complaints')
    .select('loan_orders.public_id as order_public_id');

export async function listUserComplaintRows(db: Db, userId: string) {
  return withOrder(db)
    .where('complaints.user_id', '=', userId)
    .orderBy('complaints.created_at', 'desc')
    .execute();
}

export async function findComplaintRow(db: Db, publicId: string) {
  return withOrder(db).where('complaints.public_id', '=', publicId).executeTakeFirst();
}

/** Newest first by (created_at, public_id): complaints_created_idx and _status_created_idx. */
export async function listComplaintRows(
  db: Db,
  filter: {
    status?: number | undefined;
    limit: number;
    after?: PageCursor | undefined;
    /** Filed at or after this instant, and before `createdBefore`. */
    createdFrom?: Date | undefined;
    createdBefore?: Date | undefined;
  },
) {
  let query = withOrder(db)
    .orderBy('complaints.created_at', 'desc')
    .orderBy('complaints.public_id', 'desc')
    .limit(limitLiteral(filter.limit));
  if (filter.status !== undefined) query = query.where('complaints.status', '=', filter.status);
  if (filter.createdFrom) query = query.where('complaints.created_at', '>=', filter.createdFrom);
  if (filter.createdBefore) {
    query = query.where('complaints.created_at', '<', filter.createdBefore);
  }
  const after = filter.after;
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('complaints.created_at', 'complaints.public_id'),
        '<',
        eb.tuple(after.at, after.id),
      ),
    );
  }
  return query.execute();
}

export async function updateComplaintRow(
  db: Db,
  id: string,
  patch: Partial<{
    status: number;
    dispose_detail: string;
    dispose_images: string;
    need_score: boolean;
    score: number;
    updated_at: Date;
  }>,
) {
  return db.updateTable('complaints').set(patch).where('id', '=', id).executeTakeFirst();
}

/** Sets the score if none was given yet; answers whether this call set it. */
export async function setScoreOnce(db: Db, id: string, score: number, now: Date) {
  const result = await db
    .updateTable('complaints')
    .set({ score, need_score: false, updated_at: now })
    .where('id', '=', id)
    .where('score', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When each complaint still waiting for a reply was filed (customer service's open work). */
export async function listOpenComplaintTimes(db: Db): Promise<Date[]> {
  const rows = await db
    .selectFrom('complaints')
    .select('created_at')
    .where('status', '<>', 3)
    .where('dispose_detail', '=', '')
    .execute();
  return rows.map((row) => row.created_at);
}

/** Keeps each complaint's type, order, status and dates; drops what the borrower wrote and sent. */
export async function anonymiseUserComplaintRows(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('complaints')
    .set({ detail: '', images: '[]', dispose_detail: '', dispose_images: '[]' })
    .where('user_id', '=', userId)
    .execute();
}
