import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Takes the lender's next receipt number. The upsert holds the series row's lock until the
 * caller's transaction ends: concurrent bookings wait in turn, and a rollback hands the number
 * back, so the numbers that stay are consecutive.
 */
export async function takeNextReceiptNumber(tx: Db, lender: string): Promise<number> {
  const row = await tx
    .insertInto('receipt_series')
    .values({ lender, last_no: 1 })
    .onConflict((oc) =>
      oc.column('lender').doUpdateSet({ last_no: sql`receipt_series.last_no + 1` }),
    )
    .returning('last_no')
    .executeTakeFirstOrThrow();
  return Number(row.last_no);
}
