import type { Db } from '../../db/database.ts';
import { precompiledQuery } from '../../db/precompiled-query.ts';

export async function insertUploadRow(
  db: Db,
  values: {
    user_id?: string;
    operator_actor?: string;
    name: string;
    content_type: string;
    bytes: number;
  },
) {
  return db.insertInto('uploads').values(values).returningAll().executeTakeFirstOrThrow();
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

export async function countOperatorUploadsSince(db: Db, actor: string, since: Date) {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('operator_actor', '=', actor)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Which of these names an operator uploaded. */
export async function listOperatorUploadNames(db: Db, names: readonly string[]) {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('uploads')
    .select('name')
    .where('operator_actor', 'is not', null)
    .where('name', 'in', names)
    .execute();
  return rows.map((row) => row.name);
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

/** Keeps an image's bytes under its name; a taken name keeps its first bytes (answers false). */
export async function insertUploadBytes(
  db: Db,
  values: { name: string; content_type: string; bytes: Buffer },
): Promise<boolean> {
  const row = await db
    .insertInto('upload_bytes')
    .values({ ...values, size: values.bytes.length })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

const uploadBytesRead = precompiledQuery((db: Db, name: string) =>
  db.selectFrom('upload_bytes').select(['content_type', 'bytes']).where('name', '=', name),
);

/** An image's type and bytes, by its name (the primary key). */
export async function findUploadBytes(db: Db, name: string) {
  const [row] = await uploadBytesRead(db, name);
  return row;
}

export async function listUserUploadNames(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .select('name')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.name);
}

export async function deleteUserUploadRows(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('uploads').where('user_id', '=', userId).execute();
}

export async function deleteUploadBytes(db: Db, name: string): Promise<void> {
  await db.deleteFrom('upload_bytes').where('name', '=', name).execute();
}

export async function uploadRowExists(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('uploads')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}
