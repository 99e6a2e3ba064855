import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Serialises code requests per phone and per address across transactions and processes until
 * commit, both locks in one statement. Every request runs this one statement, whose select list
 * is evaluated in one order (the phone's first), so two requests never hold them crosswise.
 */
export async function lockPhoneAndAddress(db: Db, phoneKey: string, addressKey: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${phoneKey})), pg_advisory_xact_lock(hashtext(${addressKey}))`.execute(
    db,
  );
}

/** What the limits of a new code look at, counted in one statement. */
export interface CodeCounts {
  /** The phone's codes in the escalation window. */
  phoneRecent: number;
  /** When the phone's latest code was made, or undefined. */
  phoneLatest: Date | undefined;
  /** The codes of this phone from this address in its window. */
  phoneAndAddress: number;
  /** The codes of any phone from this address in its window. */
  address: number;
}

// Codes stamped after `asOf` exist only when an operator moved the demo clock back; they are
// ignored, or they would block the phone until real time caught up.
export async function countCodes(
  db: Db,
  by: { phone: string; ip: string },
  since: { phone: Date; phoneAndAddress: Date; address: Date },
  asOf: Date,
): Promise<CodeCounts> {
  const { phone, ip } = by;
  const row = await db
    .selectFrom('login_codes')
    .select([
      sql<number>`count(*) filter (where phone = ${phone} and created_at > ${since.phone})::int`.as(
        'phone_recent',
      ),
      sql<Date | null>`max(created_at) filter (where phone = ${phone})`.as('phone_latest'),
      sql<number>`count(*) filter (where phone = ${phone} and ip = ${ip} and created_at > ${since.phoneAndAddress})::int`.as(
        'phone_and_address',
      ),
      sql<number>`count(*) filter (where ip = ${ip} and created_at > ${since.address})::int`.as(
        'address',
      ),
    ])
    .where('created_at', '<=', asOf)
    .where((eb) =>
      eb.or([
        eb('phone', '=', phone),
        eb.and([eb('ip', '=', ip), eb('created_at', '>', since.address)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return {
    phoneRecent: row.phone_recent,
    phoneLatest: row.phone_latest ?? undefined,
    phoneAndAddress: row.phone_and_address,
    address: row.address,
  };
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

/** A new code for the phone, replacing its live ones, in one statement. */
export async function replaceLiveCodes(
  db: Db,
  code: { phone: string; codeHash: string; ip: string; now: Date; expiresAt: Date },
): Promise<string> {
  const row = await db
    .with('superseded', (d) =>
      d
        .updateTable('login_codes')
        .set({ superseded_at: code.now })
        .where('phone', '=', code.phone)
        .where('used_at', 'is', null)
        .where('superseded_at', 'is', null),
    )
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

function liveCodeOf(db: Db, phone: string) {
  return db
    .selectFrom('login_codes')
    .select('id')
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1);
}

/**
 * Takes one of the phone's tries at its current code, in one statement: the try is counted
 * before the code is compared, and a row lock makes concurrent tries count one after another, so
 * a burst gets no more comparisons than `maxTries`. Nothing is returned when no live code has a
 * try left.
 */
export async function reserveCodeTry(db: Db, phone: string, now: Date, maxTries: number) {
  return db
    .updateTable('login_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', liveCodeOf(db, phone))
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxTries)
    .returning(['id', 'code_hash', 'attempts'])
    .executeTakeFirst();
}

/** Why no try was had: the phone's current code, when it has one still live (then: no tries left). */
export async function findLiveCode(db: Db, phone: string, now: Date) {
  return db
    .selectFrom('login_codes')
    .select(['id', 'attempts'])
    .where('id', '=', liveCodeOf(db, phone))
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses the code up, unless a concurrent right try already did (then false). */
export async function markCodeUsed(db: Db, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('login_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deletePhoneCodes(db: Db, phone: string): Promise<void> {
  await db.deleteFrom('login_codes').where('phone', '=', phone).execute();
}
