import { BUSINESS_CODE } from '@loan/contract';
import { AppError } from '../../lib/app-error.ts';
import { LOGIN_CODE_POLICY as POLICY } from './login-code.policy.ts';
import {
  findLiveCodeForUpdate,
  markCodeUsed,
  recordWrongAttempt,
} from './login-code.repository.ts';
import type { LoginCodeDeps } from './login-code.service.ts';
import { loginCodeMatches } from './login-code-secret.ts';
import { type SessionDeps, startSession } from './session.service.ts';
import { findOrCreateUserByPhone } from './user.repository.ts';

type Outcome =
  | { kind: 'ok' }
  | { kind: 'invalid' }
  | { kind: 'locked' }
  | { kind: 'wrong'; left: number };

/** Trades a phone and its current code for a new session; the first login creates the user. */
export async function login(
  deps: Omit<LoginCodeDeps, 'sms'> & SessionDeps,
  phone: string,
  code: string,
): Promise<{ sessionid: string; userId: string }> {
  await consumeLoginCode(deps, phone, code);
  const user = await findOrCreateUserByPhone(deps.db, phone, deps.clock.now());
  return { sessionid: await startSession(deps, user.id), userId: user.id };
}

/**
 * Uses up the phone's current code when `code` matches it (under the login-code rules: expiry,
 * single use, limited tries); throws the borrower's error otherwise. Login and the confirmation
 * of a sensitive change (a new payout account) both go through it.
 */
export async function consumeLoginCode(
  deps: Omit<LoginCodeDeps, 'sms'>,
  phone: string,
  code: string,
): Promise<void> {
  const now = deps.clock.now();
  // The outcome is returned, not thrown, so a wrong try's counter is committed.
  const outcome = await deps.db.transaction().execute(async (tx): Promise<Outcome> => {
    const current = await findLiveCodeForUpdate(tx, phone);
    if (!current || current.expires_at <= now) return { kind: 'invalid' };
    if (current.attempts >= POLICY.maxWrongAttempts) return { kind: 'locked' };
    if (!loginCodeMatches(deps.config.codePepper, phone, code, current.code_hash)) {
      const attempts = await recordWrongAttempt(tx, current.id);
      return { kind: 'wrong', left: POLICY.maxWrongAttempts - attempts };
    }
    await markCodeUsed(tx, current.id, now);
    return { kind: 'ok' };
  });
  assertOk(outcome);
}

function assertOk(outcome: Outcome): void {
  switch (outcome.kind) {
    case 'ok':
      return;
    case 'invalid':
      throw new AppError(
        BUSINESS_CODE.loginCodeInvalid,
        'The code is wrong or has expired, please ask for a new one',
      );
    case 'locked':
      throw new AppError(
        BUSINESS_CODE.loginCodeLocked,
        'Too many wrong tries, please ask for a new code',
      );
    case 'wrong':
      throw new AppError(
        BUSINESS_CODE.loginCodeInvalid,
        outcome.left > 0
          ? `Wrong code, ${outcome.left} ${outcome.left === 1 ? 'try' : 'tries'} left`
          : 'Wrong code, no tries left, please ask for a new code',
      );
  }
}
