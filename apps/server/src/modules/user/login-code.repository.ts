import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Serialises code requests per key across transactions and processes until commit. */
export async function lockKey(db: Db, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
}

// Codes stamped after `asOf` exist only when an operator moved the demo clock back; they are
// ignored, or they would block the phone until real time caught up.
export async function findLatestCodeTime(
  db: Db,
  phone: string,
  asOf: Date,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('login_codes')
    .select('created_at')
    .where('phone', '=', phone)
    .where('created_at', '<=', asOf)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

export async function countCodesSince(
  db: Db,
  by: { phone?: string; ip?: string },
  since: Date,
  until: Date,
): Promise<number> {
  let query = db.selectFrom('login_codes').select(sql<number>`count(*)::int`.as('count'));
  if (by.phone !== undefined) query = query.where('phone', '=', by.phone);
  if (by.ip !== undefined) query = query.where('ip', '=', by.ip);
  const row = await query
    .where('created_at', '>', since)
    .where('created_at', '<=', until)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Codes issued to anyone since `since` (index `login_codes_created_at`). */
export async function countCodesIssuedSince(db: Db, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_codes')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function supersedeLiveCodes(db: Db, phone: string, now: Date): Promise<void> {
  await db
    .updateTable('login_codes')
    .set({ superseded_at: now })
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
}

export async function insertLoginCode(
  db: Db,
  code: { phone: string; codeHash: string; ip: string; now: Date; expiresAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('login_codes')
    .values({
      phone: code.phone,
      code_hash: code.codeHash,
      ip: code.ip,
      created_at: code.now,
      expires_at: code.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteLoginCode(db: Db, id: string): Promise<void> {
  await db.deleteFrom('login_codes').where('id', '=', id).execute();
}

/** The phone's current code (not used, not replaced), locked until the transaction ends. */
export async function findLiveCodeForUpdate(db: Db, phone: string) {
  return db
    .selectFrom('login_codes')
    .select(['id', 'code_hash', 'expires_at', 'attempts'])
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function recordWrongAttempt(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable('login_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

export async function markCodeUsed(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('login_codes').set({ used_at: now }).where('id', '=', id).execute();
}

export async function deletePhoneCodes(db: Db, phone: string): Promise<void> {
  await db.deleteFrom('login_codes').where('phone', '=', phone).execute();
}
