import type { Db } from '../../db/database.ts';

/** The user with this phone, created on first sight (first login creates the account). */
export async function findOrCreateUserByPhone(
  db: Db,
  phone: string,
  now: Date,
): Promise<{ id: string }> {
  const inserted = await db
    .insertInto('users')
    .values({ phone, created_at: now })
    .onConflict((oc) => oc.column('phone').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted;
  return db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findUserPhone(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('phone').where('id', '=', id).executeTakeFirst();
  return row?.phone;
}

export async function findUserIdByPhone(db: Db, phone: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row?.id;
}

export async function findUserRow(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['phone', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Replaces the phone, the borrower's one identifier, with a token that names no one. */
export async function replaceUserPhone(db: Db, id: string, replacement: string): Promise<void> {
  await db.updateTable('users').set({ phone: replacement }).where('id', '=', id).execute();
}
