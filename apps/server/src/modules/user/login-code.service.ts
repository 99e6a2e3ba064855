import { BUSINESS_CODE } from '@loan/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { LOGIN_CODE_POLICY as POLICY, resendGapSeconds } from './login-code.policy.ts';
import {
  countCodesIssuedSince,
  countCodesSince,
  deleteLoginCode,
  findLatestCodeTime,
  insertLoginCode,
  lockKey,
  supersedeLiveCodes,
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

/** Issues a new code for the phone (replacing any earlier one) and texts it. */
export async function sendLoginCode(deps: LoginCodeDeps, phone: string, ip: string) {
  const now = deps.clock.now();
  const code = generateLoginCode();
  let codesBefore = 0;
  const codeId = await deps.db.transaction().execute(async (tx) => {
    // Phone first, then IP, always: the same order everywhere cannot deadlock.
    await lockKey(tx, `login-code:phone:${phone}`);
    await lockKey(tx, `login-code:ip:${ip}`);
    codesBefore = await assertMaySend(tx, phone, ip, now);
    await supersedeLiveCodes(tx, phone, now);
    const codeHash = hashLoginCode(deps.config.codePepper, phone, code);
    const expiresAt = addMs(now, POLICY.lifetimeMs);
    return insertLoginCode(tx, { phone, codeHash, ip, now, expiresAt });
  });
  const appName = deps.config.brand.appNameEn;
  try {
    const minutes = POLICY.lifetimeMs / 60_000;
    const text = `${code} is your ${appName} login code. It expires in ${minutes} minutes.`;
    await deps.sms.send({ phone, text, code });
  } catch (error) {
    // Not sent, so it must not hold back the next request or count against the limits.
    await deleteLoginCode(deps.db, codeId);
    throw error;
  }
  return { resendAfterSeconds: resendGapSeconds(codesBefore + 1) };
}

/** Refuses the request, or returns how many codes the phone got in the escalation window. */
async function assertMaySend(db: Db, phone: string, ip: string, now: Date): Promise<number> {
  const since = addMs(now, -POLICY.phoneEscalation.windowMs);
  const recent = await countCodesSince(db, { phone }, since, now);
  const last = await findLatestCodeTime(db, phone, now);
  const gapMs = resendGapSeconds(recent) * 1000;
  const waitMs = last ? last.getTime() + gapMs - now.getTime() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError(
      BUSINESS_CODE.loginCodeTooSoon,
      `Please wait ${seconds} s before asking for a new code`,
    );
  }
  const sincePair = addMs(now, -POLICY.perPhoneAndIp.windowMs);
  if ((await countCodesSince(db, { phone, ip }, sincePair, now)) >= POLICY.perPhoneAndIp.max) {
    throw new AppError(
      BUSINESS_CODE.tooManyRequests,
      'Too many codes for this number from this network, please try again later',
    );
  }
  const sinceIp = addMs(now, -POLICY.perIp.windowMs);
  if ((await countCodesSince(db, { ip }, sinceIp, now)) >= POLICY.perIp.max) {
    throw new AppError(BUSINESS_CODE.tooManyRequests, 'Too many requests, please try again later');
  }
  return recent;
}
