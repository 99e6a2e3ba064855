import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import { hmacSha256Hex, sameDigest, sha256Hex } from '../../lib/hash.ts';
import { randomToken } from './credentials.ts';
import {
  endOperatorSession,
  insertOperatorSession,
  touchLiveOperatorSession,
} from './operator-session.repository.ts';
import { isRole, type Role } from './permissions.ts';

export const OPERATOR_IDLE_MS = 30 * 60_000;
/** However busy, an operator signs in again after a working day. */
export const OPERATOR_SESSION_MAX_MS = 12 * 3_600_000;

interface SessionDeps {
  db: Db;
  clock: Clock;
}

export interface OperatorSession {
  sessionId: string;
  operatorId: string;
  email: string;
  role: Role;
}

export async function startOperatorSession(
  deps: SessionDeps,
  operatorId: string,
  ip: string,
): Promise<string> {
  const token = randomToken();
  const now = deps.clock.now();
  await insertOperatorSession(deps.db, {
    operatorId,
    tokenHash: sha256Hex(token),
    ip,
    now,
    expiresAt: addMs(now, OPERATOR_SESSION_MAX_MS),
  });
  return token;
}

/** The live session of a cookie's token; using it restarts its 30 idle minutes. */
export async function resumeOperatorSession(
  deps: SessionDeps,
  token: string,
): Promise<OperatorSession | null> {
  const now = deps.clock.now();
  const row = await touchLiveOperatorSession(deps.db, {
    tokenHash: sha256Hex(token),
    now,
    idleSince: addMs(now, -OPERATOR_IDLE_MS),
  });
  if (!row || !isRole(row.role)) return null;
  return { ...row, role: row.role };
}

export function endSession(deps: SessionDeps, sessionId: string): Promise<void> {
  return endOperatorSession(deps.db, sessionId, deps.clock.now());
}

/**
 * The session's CSRF token: derived from the session's own token, so it needs no storage, holds
 * for every tab of the session and is stale the moment the session ends.
 */
export function csrfTokenOf(sessionToken: string): string {
  return hmacSha256Hex(sessionToken, 'operator-csrf');
}

export function csrfTokenMatches(sessionToken: string, given: string): boolean {
  return /^[0-9a-f]{64}$/.test(given) && sameDigest(csrfTokenOf(sessionToken), given);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The session cookie: `__Host-` prefixed and Secure, except outside production when the
 * server's public address is plain http on loopback (a developer's machine), where browsers
 * would not send a Secure cookie back.
 */
export function operatorCookie(config: Pick<AppConfig, 'isProduction' | 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  const relaxed = !config.isProduction && url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  return relaxed
    ? { name: 'ops_session', secure: false }
    : { name: '__Host-ops_session', secure: true };
}
