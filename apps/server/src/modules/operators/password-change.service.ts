import { BUSINESS_CODE } from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { checkTotp, hashPassword, passwordMatches, totpKey } from './credentials.ts';
import { findOperatorById, setOperatorPassword, takeTotpStep } from './operator.repository.ts';
import {
  clearSignInFailures,
  endOtherOperatorSessions,
  reserveSignInTry,
} from './operator-session.repository.ts';
import type { OperatorSession } from './operator-session.service.ts';
import { passwordProblem } from './password-policy.ts';
import { BACKOFF } from './sign-in.service.ts';

export const PASSWORD_CHANGE = 'POST /api/ops/session/password';
const WRONG = 'Wrong current password or code';

/**
 * A signed-in operator's new password, proved by the current one and an authenticator code: a
 * session left open on a shared screen is not enough. Tries count with the sign-in's failures
 * (per email and address, taken before checking), so the session cannot be used to guess the
 * password faster than signing in could. The operator's other sessions end.
 */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  session: OperatorSession,
  input: { currentPassword: string; newPassword: string; code: string },
) {
  const { email, operatorId } = session;
  const now = app.clock.now();
  const refuse = async (reason: string, error: AppError): Promise<never> => {
    await recordAudit(app, request, {
      actor: `operator:${email}`,
      operatorId,
      action: PASSWORD_CHANGE,
      outcome: 'refused',
      reason,
    });
    throw error;
  };
  const weak =
    input.newPassword === input.currentPassword
      ? 'The new password is the current one'
      : passwordProblem(input.newPassword, email);
  if (weak) {
    await refuse(
      'new password refused',
      new AppError(BUSINESS_CODE.invalidRequest, `Invalid request: ${weak}`, 400),
    );
  }
  if (!(await reserveSignInTry(app.db, { email, ip: request.ip }, now, BACKOFF))) {
    await refuse(
      'backoff after failures',
      new AppError(
        BUSINESS_CODE.tooManyRequests,
        'Too many failed tries for this email from this address: try again later',
        429,
      ),
    );
  }
  const operator = await findOperatorById(app.db, operatorId);
  const wrong = new AppError(BUSINESS_CODE.failed, WRONG, 403);
  if (
    !operator?.totp_secret ||
    !(await passwordMatches(operator.password_hash, input.currentPassword))
  ) {
    return refuse('wrong password', wrong);
  }
  const check = await checkTotp(
    totpKey(app.config.accountEncryptionKey),
    operator.totp_secret,
    input.code,
    now,
    operator.totp_last_step,
  );
  if (!check.ok) return refuse(`${check.reason} TOTP`, wrong);
  if (!(await takeTotpStep(app.db, operatorId, check.step))) return refuse('replayed TOTP', wrong);

  const hash = await hashPassword(input.newPassword);
  const otherSessionsEnded = await app.db.transaction().execute(async (trx) => {
    await setOperatorPassword(trx, operatorId, hash);
    return endOtherOperatorSessions(trx, operatorId, session.sessionId, now);
  });
  await clearSignInFailures(app.db, email, request.ip);
  await recordAudit(app, request, {
    actor: `operator:${email}`,
    operatorId,
    action: PASSWORD_CHANGE,
    outcome: 'done',
    after: { passwordChanged: true, otherSessionsEnded },
  });
  return { email, otherSessionsEnded };
}
