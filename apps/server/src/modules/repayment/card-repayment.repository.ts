import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CardRepaymentsTable } from '../../db/schema.ts';

export async function listSavedAccountRows(db: Db, userId: string) {
  return db
    .selectFrom('payout_accounts')
    .leftJoin(
      'payment_channels',
      'payment_channels.channel_number',
      'payout_accounts.channel_number',
    )
    .select([
      'payout_accounts.id',
      'payout_accounts.channel_number',
      'payout_accounts.account_number',
      'payout_accounts.number_ciphertext',
      'payout_accounts.account_name',
      'payment_channels.name as channel_name',
    ])
    .where('payout_accounts.user_id', '=', userId)
    .orderBy('payout_accounts.created_at')
    .execute();
}

export async function findSavedAccountRow(db: Db, userId: string, id: string) {
  const rows = await listSavedAccountRows(db, userId);
  return rows.find((row) => row.id === id);
}

/** Inserts the record of a repay token unless it exists; then returns it, locked. */
export async function claimCardRepayment(db: Db, values: Insertable<CardRepaymentsTable>) {
  await db
    .insertInto('card_repayments')
    .values(values)
    .onConflict((oc) => oc.column('repay_token').doNothing())
    .execute();
  return db
    .selectFrom('card_repayments')
    .selectAll()
    .where('repay_token', '=', values.repay_token)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function lockCardRepayment(db: Db, id: string, userId: string, orderId: string) {
  return db
    .selectFrom('card_repayments')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateCardRepayment(
  db: Db,
  id: string,
  patch: Updateable<CardRepaymentsTable>,
) {
  await db.updateTable('card_repayments').set(patch).where('id', '=', id).execute();
}
