import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PaymentFlagsTable } from '../../db/schema.ts';
import { limitLiteral } from '../../lib/page-cursor.ts';

/** Keeps a flag once per key (a repeated delivery adds nothing). */
export async function insertPaymentFlag(db: Db, values: Insertable<PaymentFlagsTable>) {
  await db
    .insertInto('payment_flags')
    .values(values)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Flags raised in [from, to), oldest first. */
export async function listPaymentFlagRows(db: Db, range: { from: Date; to: Date }, limit: number) {
  return db
    .selectFrom('payment_flags')
    .selectAll()
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limitLiteral(limit))
    .execute();
}

/** What is already booked on a pay code, in centavos (found by its reference's index). */
export async function bookedOnPayCode(
  db: Db,
  code: { id: string; reference: string },
): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('reference', '=', code.reference)
    .where('pay_code_id', '=', code.id)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
