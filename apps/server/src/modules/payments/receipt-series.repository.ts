import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PaymentsTable } from '../../db/schema.ts';

/** Digits an official receipt number shows at least (`OR-000123`); longer ones grow. */
export const RECEIPT_DIGITS = 6;

/**
 * Takes the lender's next receipt number. The upsert holds the series row's lock until the
 * caller's transaction ends: concurrent bookings wait in turn, and a rollback hands the number
 * back, so the numbers that stay are consecutive.
 */
export async function takeNextReceiptNumber(tx: Db, lender: string): Promise<number> {
  const row = await nextNumber(tx, lender).executeTakeFirstOrThrow();
  return Number(row.last_no);
}

function nextNumber(tx: Db, lender: string) {
  return tx
    .insertInto('receipt_series')
    .values({ lender, last_no: 1 })
    .onConflict((oc) =>
      oc.column('lender').doUpdateSet({ last_no: sql`receipt_series.last_no + 1` }),
    )
    .returning('last_no');
}

/**
 * Inserts a payment without its receipt number: the transaction's commit takes the issuer's next
 * number and writes it (trigger `payments_receipt_number`, docs/decisions/0042), so the series row
 * is locked only while the commit runs, and a rollback takes no number.
 */
export async function insertPaymentForReceipt(
  tx: Db,
  issuer: { lender: string; prefix: string },
  values: Omit<Insertable<PaymentsTable>, 'receipt_no' | 'receipt_lender' | 'receipt_prefix'>,
): Promise<string> {
  const row = await tx
    .insertInto('payments')
    .values({ ...values, receipt_lender: issuer.lender, receipt_prefix: issuer.prefix })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
