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

export async function countSignInFailure(db: Db, email: string, ip: string, now: Date) {
  await db
    .insertInto('operator_sign_in_failures')
    .values({ email, ip, failures: 1, last_failed_at: now })
    .onConflict((conflict) =>
      conflict.columns(['email', 'ip']).doUpdateSet((eb) => ({
        failures: eb('operator_sign_in_failures.failures', '+', 1),
        last_failed_at: now,
      })),
    )
    .execute();
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
