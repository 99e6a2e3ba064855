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
 * Inserts a payment with the lender's next receipt number in one statement. Callers make it the
 * last statement of their transaction: the series row stays locked from here to the commit, and
 * nothing else should wait behind it (docs/decisions/0033).
 */
export async function insertNumberedPayment(
  tx: Db,
  issuer: { lender: string; prefix: string },
  values: Omit<Insertable<PaymentsTable>, 'receipt_no'>,
) {
  return tx
    .with('series', () => nextNumber(tx, issuer.lender))
    .insertInto('payments')
    .values({
      ...values,
      receipt_no: (eb) =>
        eb
          .selectFrom('series')
          .select(
            sql<string>`${issuer.prefix} || lpad(last_no::text, greatest(${sql.lit(RECEIPT_DIGITS)}, length(last_no::text)), '0')`.as(
              'receipt_no',
            ),
          ),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
