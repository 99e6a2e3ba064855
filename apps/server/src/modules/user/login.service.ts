import { BUSINESS_CODE } from '@loan/contract';
import { AppError } from '../../lib/app-error.ts';
import { LOGIN_CODE_POLICY as POLICY } from './login-code.policy.ts';
import { findLiveCode, markCodeUsed, reserveCodeTry } from './login-code.repository.ts';
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
  assertOk(await tryLoginCode(deps, phone, code));
}

/** One try at the phone's code: counted first (one statement), compared only if it was had. */
async function tryLoginCode(
  deps: Omit<LoginCodeDeps, 'sms'>,
  phone: string,
  code: string,
): Promise<Outcome> {
  const now = deps.clock.now();
  const reserved = await reserveCodeTry(deps.db, phone, now, POLICY.maxWrongAttempts);
  if (!reserved) {
    return (await findLiveCode(deps.db, phone, now)) ? { kind: 'locked' } : { kind: 'invalid' };
  }
  if (!loginCodeMatches(deps.config.codePepper, phone, code, reserved.code_hash)) {
    return { kind: 'wrong', left: POLICY.maxWrongAttempts - reserved.attempts };
  }
  return (await markCodeUsed(deps.db, reserved.id, now)) ? { kind: 'ok' } : { kind: 'invalid' };
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
