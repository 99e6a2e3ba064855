import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function insertOperatorSession(
  db: Db,
  session: { operatorId: string; tokenHash: string; ip: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('operator_sessions')
    .values({
      operator_id: session.operatorId,
      token_hash: session.tokenHash,
      ip: session.ip,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The live session of a token, with its operator; touching it keeps it from going idle. */
export async function touchLiveOperatorSession(
  db: Db,
  lookup: { tokenHash: string; now: Date; idleSince: Date },
) {
  return db
    .updateTable('operator_sessions')
    .set({ last_seen_at: lookup.now })
    .from('operators')
    .whereRef('operators.id', '=', 'operator_sessions.operator_id')
    .where('operator_sessions.token_hash', '=', lookup.tokenHash)
    .where('operator_sessions.ended_at', 'is', null)
    .where('operators.removed_at', 'is', null)
    .where('operator_sessions.expires_at', '>', lookup.now)
    .where('operator_sessions.last_seen_at', '>', lookup.idleSince)
    .returning([
      'operator_sessions.id as sessionId',
      'operators.id as operatorId',
      'operators.email',
      'operators.role',
    ])
    .executeTakeFirst();
}

export async function endOperatorSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ ended_at: now })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

export function findSignInFailures(db: Db, email: string, ip: string) {
  return db
    .selectFrom('operator_sign_in_failures')
    .select(['failures', 'last_failed_at'])
    .where('email', '=', email)
    .where('ip', '=', ip)
    .executeTakeFirst();
}

/** How sign-in failures of one (email, address) slow the next try. */
export interface SignInBackoff {
  /** Failures before each further try waits. */
  free: number;
  firstWaitMs: number;
  longestWaitMs: number;
}

/**
 * Takes one try for (email, address) when its backoff allows, in one statement: the try counts as
 * a failure until it succeeds (and clears the count), so concurrent tries queue on the row and a
 * burst gets no more checks than the same tries one after another. False: refused, nothing taken.
 */
export async function reserveSignInTry(
  db: Db,
  key: { email: string; ip: string },
  now: Date,
  backoff: SignInBackoff,
): Promise<boolean> {
  // The wait doubles from the first and stops at the longest (the exponent is held small enough
  // for power() whatever the count).
  const { rows } = await sql<{ failures: number }>`
    insert into operator_sign_in_failures as f (email, ip, failures, last_failed_at)
    values (${key.email}, ${key.ip}, 1, ${now})
    on conflict (email, ip) do update set failures = f.failures + 1, last_failed_at = ${now}
    where f.failures < ${backoff.free}
      or f.last_failed_at + make_interval(secs => least(
           ${backoff.firstWaitMs / 1000}::float8 * power(2, least(f.failures - ${backoff.free}, 30)),
           ${backoff.longestWaitMs / 1000}::float8)) <= ${now}
    returning f.failures`.execute(db);
  return rows.length === 1;
}

export async function clearSignInFailures(db: Db, email: string, ip: string): Promise<void> {
  await db
    .deleteFrom('operator_sign_in_failures')
    .where('email', '=', email)
    .where('ip', '=', ip)
    .execute();
}

/** Ends every live session of an operator at once: how many there were. */
export async function endOperatorSessions(db: Db, operatorId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('operator_sessions')
    .set({ ended_at: now })
    .where('operator_id', '=', operatorId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
