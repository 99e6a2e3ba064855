import type { Locale } from '@loan/contract';
import type { Db } from '../../db/database.ts';

export async function findSavedLanguage(db: Db, userId: string): Promise<Locale | undefined> {
  const row = await db
    .selectFrom('borrower_languages')
    .select('lang')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.lang;
}

/** Saves the choice; saving it again (a retried tap) leaves one row with the latest choice. */
export async function upsertSavedLanguage(
  db: Db,
  userId: string,
  lang: Locale,
  now: Date,
): Promise<void> {
  await db
    .insertInto('borrower_languages')
    .values({ user_id: userId, lang, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ lang, updated_at: now }))
    .execute();
}
