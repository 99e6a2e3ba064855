import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { findLiveSession, insertSession, touchSession } from './session.repository.ts';

export interface SessionUser {
  id: string;
  phone: string;
}

export interface SessionDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'sessionTtlHours'>;
}

const HOUR_MS = 3_600_000;
// Writing last_seen_at on every call would turn each read into a write; a minute is precise enough.
const TOUCH_AFTER_MS = 60_000;

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
  const now = deps.clock.now();
  const session = await findLiveSession(deps.db, sha256Hex(token), now);
  if (!session) return null;
  if (now.getTime() - session.last_seen_at.getTime() > TOUCH_AFTER_MS) {
    await touchSession(deps.db, session.id, now);
  }
  return { id: session.user_id, phone: session.phone };
}
