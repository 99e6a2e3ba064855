import type { Db } from '../../db/database.ts';

export async function hasRating(db: Db, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_ratings')
    .select('order_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}

/** One rating per order: a repeat changes nothing. */
export async function insertRatingIfMissing(db: Db, orderId: string, score: number, now: Date) {
  await db
    .insertInto('order_ratings')
    .values({ order_id: orderId, score, created_at: now })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}
