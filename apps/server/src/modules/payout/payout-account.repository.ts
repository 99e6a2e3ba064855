import type { Db } from '../../db/database.ts';

export async function hasPayoutAccount(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payout_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
