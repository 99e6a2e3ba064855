import { randomBytes } from 'node:crypto';
import { BUSINESS_CODE } from '@loan/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import { sha256Hex } from '../../lib/hash.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import {
  findLiveSession,
  insertSession,
  listUserSessionRows,
  revokeSession,
  revokeUserSessions,
  type SessionLookup,
  touchSession,
} from './session.repository.ts';
import { findUserIdByPhone } from './user.repository.ts';

export type { SessionUser } from '../../lib/session-user.ts';

export interface SessionDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'sessionTtlHours' | 'sessionIdleHours'>;
}

const HOUR_MS = 3_600_000;
/**
 * Writing last_seen_at on every call would turn each read into a write: it is written when it is
 * older than a twenty-fourth of the idle time (an hour of the default day), so idle expiry comes
 * that much early at most (decision 0055).
 */
const TOUCH_SHARE_OF_IDLE = 1 / 24;

/** Starts a session and returns its token; only the token's SHA-256 is stored. */
export async function startSession(deps: SessionDeps, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await insertSession(deps.db, {
    userId,
    tokenHash: sha256Hex(token),
    now,
    expiresAt: addMs(now, deps.config.sessionTtlHours * HOUR_MS),
  });
  return token;
}

export async function resolveSession(
  deps: SessionDeps,
  token: string,
): Promise<SessionUser | null> {
  const lookup = sessionLookup(deps, token);
  const session = await findLiveSession(deps.db, lookup);
  return session ? acceptLiveSession(deps, session, lookup.now) : null;
}

/** What finding the live session of this token checks. */
export function sessionLookup(deps: SessionDeps, token: string): SessionLookup {
  const now = deps.clock.now();
  const idleSince = addMs(now, -deps.config.sessionIdleHours * HOUR_MS);
  return { tokenHash: sha256Hex(token), now, idleSince };
}

/** A live session found by a lookup: marked as seen (now and then), its borrower. */
async function acceptLiveSession(
  deps: SessionDeps,
  session: { id: string; last_seen_at: Date; user_id: string },
  now: Date,
): Promise<SessionUser> {
  const touchAfterMs = deps.config.sessionIdleHours * HOUR_MS * TOUCH_SHARE_OF_IDLE;
  if (now.getTime() - session.last_seen_at.getTime() > touchAfterMs) {
    await touchSession(deps.db, session.id, now);
  }
  return { id: session.user_id, sessionId: session.id };
}

export async function endSession(deps: SessionDeps, user: SessionUser): Promise<null> {
  await revokeSession(deps.db, user.sessionId, deps.clock.now());
  return null;
}

/** Operators: ends every session of the borrower with this phone (an unknown phone is a 404). */
export async function endSessionsOfPhone(
  deps: SessionDeps,
  phone: string,
): Promise<{ userId: string; phone: string; endedSessions: number }> {
  const userId = await findUserIdByPhone(deps.db, phone);
  if (!userId) throw new AppError(BUSINESS_CODE.notFound, 'No borrower with this phone', 404);
  return { userId, phone, ...(await endAllSessions(deps, userId)) };
}

export async function endAllSessions(
  deps: SessionDeps,
  userId: string,
): Promise<{ endedSessions: number }> {
  return { endedSessions: await revokeUserSessions(deps.db, userId, deps.clock.now()) };
}

/** The borrower's sessions, newest first, ended ones too (their data export). */
export async function userSessions(db: Db, userId: string) {
  const rows = await listUserSessionRows(db, userId);
  return rows.map((row) => ({
    id: row.id,
    startedAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    endedAt: row.revoked_at,
  }));
}
