import type { Db } from '../../db/database.ts';
import { precompiledQuery } from '../../db/precompiled-query.ts';

export async function insertSession(
  db: Db,
  session: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** What finding a live session checks: the token's hash, now, and the idle cut-off. */
export interface SessionLookup {
  tokenHash: string;
  now: Date;
  idleSince: Date;
}

/** The one definition of a live session: neither expired nor idle since the lookup's cut-off. */
export function isLiveSession(
  session: { expires_at: Date; last_seen_at: Date },
  lookup: SessionLookup,
): boolean {
  return session.expires_at > lookup.now && session.last_seen_at > lookup.idleSince;
}

// Every signed-in call runs it: built once (decision 0020).
const unrevokedSessionRead = precompiledQuery((db: Db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .select(['id', 'last_seen_at', 'user_id', 'expires_at']),
);

/** A live session and its user's id. */
export async function findLiveSession(db: Db, lookup: SessionLookup) {
  const [session] = await unrevokedSessionRead(db, lookup.tokenHash);
  return session && isLiveSession(session, lookup) ? session : undefined;
}

export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of the user; returns how many were ended. */
export async function revokeUserSessions(db: Db, userId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every session of a borrower, newest first (for the borrower's own data; never the token). */
export async function listUserSessionRows(db: Db, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
