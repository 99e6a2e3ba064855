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

/**
 * Live sessions (neither revoked, expired nor idle since `idleSince`), by token hash: the one
 * definition of a live session, which other reads extend (an order in the same round trip).
 */
export function liveSessionQuery(db: Db, lookup: SessionLookup) {
  return db
    .selectFrom('sessions')
    .where('sessions.token_hash', '=', lookup.tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', lookup.now)
    .where('sessions.last_seen_at', '>', lookup.idleSince);
}

// Every signed-in call runs it: built once (decision 0020).
const liveSessionRead = precompiledQuery((db: Db, tokenHash: string, now: Date, idleSince: Date) =>
  liveSessionQuery(db, { tokenHash, now, idleSince }).select([
    'sessions.id',
    'sessions.last_seen_at',
    'sessions.user_id',
  ]),
);

/** A live session and its user's id. */
export async function findLiveSession(db: Db, lookup: SessionLookup) {
  const [session] = await liveSessionRead(db, lookup.tokenHash, lookup.now, lookup.idleSince);
  return session;
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
