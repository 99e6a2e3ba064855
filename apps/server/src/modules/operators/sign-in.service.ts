import { BUSINESS_CODE } from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { checkTotp, passwordMatches, totpKey } from './credentials.ts';
import { findOperatorByEmail, type OperatorRow, takeTotpStep } from './operator.repository.ts';
import {
  clearSignInFailures,
  findSignInFailures,
  reserveSignInTry,
  type SignInBackoff,
} from './operator-session.repository.ts';
import { csrfTokenOf, startOperatorSession } from './operator-session.service.ts';

/** Failures from one address for one email before each further try waits. */
export const FREE_FAILURES = 5;
const BACKOFF: SignInBackoff = {
  free: FREE_FAILURES,
  firstWaitMs: 30_000,
  longestWaitMs: 15 * 60_000,
};
const SIGN_IN = 'POST /api/ops/session';
export const SIGN_IN_REFUSED = 'Wrong email, password or code';

/** How long after its last failure this (email, address) waits: 0 for the first five. */
export function backoffMs(failures: number): number {
  if (failures < BACKOFF.free) return 0;
  const doublings = Math.min(failures - BACKOFF.free, 30);
  return Math.min(BACKOFF.firstWaitMs * 2 ** doublings, BACKOFF.longestWaitMs);
}

/**
 * Password and TOTP code, both needed. Failures count per email and client address, so a stranger
 * elsewhere slows only their own tries, never locks the operator out.
 */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { email: string; password: string; code: string },
) {
  const { email } = input;
  const now = app.clock.now();
  const ip = request.ip;
  // The try is taken before anything is checked, so concurrent wrong codes cannot all be checked.
  const taken = await reserveSignInTry(app.db, { email, ip }, now, BACKOFF);
  const operator = await findOperatorByEmail(app.db, email);
  if (!taken) {
    const counted = await findSignInFailures(app.db, email, ip);
    const failures = counted?.failures ?? 0;
    const waitMs = counted
      ? counted.last_failed_at.getTime() + backoffMs(failures) - now.getTime()
      : 0;
    await refuse(operator, `backoff after ${failures} failures`);
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new AppError(
      BUSINESS_CODE.tooManyRequests,
      `Too many failed sign-ins for this email from this address: try again in ${seconds} s`,
      429,
    );
  }
  const passwordOk = await passwordMatches(operator?.password_hash ?? null, input.password);
  if (!operator?.activated_at || !operator.totp_secret || !passwordOk) {
    return fail(
      operator,
      operator?.activated_at ? 'wrong password' : 'unknown or not set up email',
    );
  }
  if (operator.removed_at) return fail(operator, 'access removed');
  const key = totpKey(app.config.accountEncryptionKey);
  const check = await checkTotp(
    key,
    operator.totp_secret,
    input.code,
    now,
    operator.totp_last_step,
  );
  if (!check.ok) return fail(operator, `${check.reason} TOTP`);
  if (!(await takeTotpStep(app.db, operator.id, check.step)))
    return fail(operator, 'replayed TOTP');

  await clearSignInFailures(app.db, email, ip);
  const token = await startOperatorSession(app, operator.id, ip);
  await recordAudit(app, request, {
    actor: `operator:${operator.email}`,
    operatorId: operator.id,
    action: SIGN_IN,
    outcome: 'done',
  });
  return {
    token,
    session: {
      email: operator.email,
      role: operator.role,
      csrfToken: csrfTokenOf(token),
    },
  };

  // The try was counted as a failure when it was taken.
  async function fail(row: OperatorRow | undefined, reason: string): Promise<never> {
    await refuse(row, reason);
    throw new AppError(BUSINESS_CODE.sessionExpired, SIGN_IN_REFUSED, 401);
  }

  function refuse(row: OperatorRow | undefined, reason: string) {
    return recordAudit(app, request, {
      actor: 'anonymous',
      operatorId: row?.id ?? null,
      action: SIGN_IN,
      outcome: 'refused',
      reason,
      target: `email=${email}`,
    });
  }
}
