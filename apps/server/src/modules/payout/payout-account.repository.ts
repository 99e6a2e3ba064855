import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PayoutAccountsTable } from '../../db/schema.ts';

export async function hasPayoutAccount(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payout_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findPayoutAccountRow(db: Db, userId: string) {
  return db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The borrower's one payout account: inserted, or replaced in place. */
export async function savePayoutAccountRow(db: Db, values: Insertable<PayoutAccountsTable>) {
  return db
    .insertInto('payout_accounts')
    .values(values)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        channel_number: values.channel_number,
        account_name: values.account_name,
        account_number: values.account_number,
        number_ciphertext: values.number_ciphertext ?? null,
        card_type: values.card_type ?? 1,
        bank_code: values.bank_code ?? null,
        fingerprint: values.fingerprint ?? null,
        updated_at: values.updated_at ?? new Date(),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Keeps the masked account the loans were paid out to; drops the number and its fingerprint. */
export async function forgetPayoutAccountNumber(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('payout_accounts')
    .set({ number_ciphertext: null, fingerprint: null })
    .where('user_id', '=', userId)
    .execute();
}
