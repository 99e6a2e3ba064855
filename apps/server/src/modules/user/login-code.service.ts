import { BUSINESS_CODE, type Locale } from '@loan/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { LOGIN_CODE_POLICY as POLICY, resendGapSeconds } from './login-code.policy.ts';
import {
  countCodes,
  countCodesIssuedSince,
  deleteLoginCode,
  lockPhoneAndAddress,
  replaceLiveCodes,
} from './login-code.repository.ts';
import { generateLoginCode, hashLoginCode } from './login-code-secret.ts';

export interface LoginCodeDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  config: Pick<AppConfig, 'codePepper' | 'brand'>;
}

/** Codes issued to anyone since `since`: the registration's daily SMS cap counts them. */
export function codesIssuedSince(db: Db, since: Date): Promise<number> {
  return countCodesIssuedSince(db, since);
}

/**
 * What a code is for, said in its SMS: a code that changes where the loan is paid must not read
 * like a login code a caller may ask for.
 */
export type CodePurpose = { use: 'login' } | { use: 'payout-change'; lang: Locale };

function codeText(purpose: CodePurpose, code: string, appName: string): string {
  const minutes = POLICY.lifetimeMs / 60_000;
  if (purpose.use === 'login') {
    return `${code} is your ${appName} login code. It expires in ${minutes} minutes.`;
  }
  if (purpose.lang === 'fil') {
    return `${code} ang code mo para palitan kung saan ipapadala ng ${appName} ang pera ng loan mo. Huwag itong ibigay kaninuman, kahit sa nagsasabing taga-${appName} sila. Mawawalan ito ng bisa sa loob ng ${minutes} minuto.`;
  }
  return `${code} is your ${appName} code to change where your loan is paid. Never share it, not even with someone who says they are from ${appName}. It expires in ${minutes} minutes.`;
}

/** Issues a new code for the phone (replacing any earlier one) and texts it. */
export async function sendLoginCode(
  deps: LoginCodeDeps,
  phone: string,
  ip: string,
  purpose: CodePurpose = { use: 'login' },
) {
  const now = deps.clock.now();
  const code = generateLoginCode();
  let codesBefore = 0;
  const codeId = await deps.db.transaction().execute(async (tx) => {
    await lockPhoneAndAddress(tx, `login-code:phone:${phone}`, `login-code:ip:${ip}`);
    codesBefore = await assertMaySend(tx, phone, ip, now);
    const codeHash = hashLoginCode(deps.config.codePepper, phone, code);
    const expiresAt = addMs(now, POLICY.lifetimeMs);
    return replaceLiveCodes(tx, { phone, codeHash, ip, now, expiresAt });
  });
  const appName = deps.config.brand.appNameEn;
  try {
    await deps.sms.send({ phone, text: codeText(purpose, code, appName), code });
  } catch (error) {
    // Not sent, so it must not hold back the next request or count against the limits.
    await deleteLoginCode(deps.db, codeId);
    throw error;
  }
  return { resendAfterSeconds: resendGapSeconds(codesBefore + 1) };
}

/** Refuses the request, or returns how many codes the phone got in the escalation window. */
async function assertMaySend(db: Db, phone: string, ip: string, now: Date): Promise<number> {
  const counts = await countCodes(
    db,
    { phone, ip },
    {
      phone: addMs(now, -POLICY.phoneEscalation.windowMs),
      phoneAndAddress: addMs(now, -POLICY.perPhoneAndIp.windowMs),
      address: addMs(now, -POLICY.perIp.windowMs),
    },
    now,
  );
  const gapMs = resendGapSeconds(counts.phoneRecent) * 1000;
  const last = counts.phoneLatest;
  const waitMs = last ? last.getTime() + gapMs - now.getTime() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError(
      BUSINESS_CODE.loginCodeTooSoon,
      `Please wait ${seconds} s before asking for a new code`,
    );
  }
  if (counts.phoneAndAddress >= POLICY.perPhoneAndIp.max) {
    throw new AppError(
      BUSINESS_CODE.tooManyRequests,
      'Too many codes for this number from this network, please try again later',
    );
  }
  if (counts.address >= POLICY.perIp.max) {
    throw new AppError(BUSINESS_CODE.tooManyRequests, 'Too many requests, please try again later');
  }
  return counts.phoneRecent;
}
