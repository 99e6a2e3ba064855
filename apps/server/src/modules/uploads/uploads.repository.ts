import type { Db } from '../../db/database.ts';

export async function insertUploadRow(
  db: Db,
  values: { user_id: string; name: string; content_type: string; bytes: number },
) {
  return db.insertInto('uploads').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findUploadRow(db: Db, name: string) {
  return db.selectFrom('uploads').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function countUserUploadsSince(db: Db, userId: string, since: Date) {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Which of these names are this user's uploads. */
export async function listOwnUploadNames(db: Db, userId: string, names: readonly string[]) {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('uploads')
    .select('name')
    .where('user_id', '=', userId)
    .where('name', 'in', names)
    .execute();
  return rows.map((row) => row.name);
}
