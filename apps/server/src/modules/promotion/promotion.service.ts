import { randomBytes } from 'node:crypto';
import { BUSINESS_CODE, type endpoints, type ParsedRequestOf } from '@loan/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import { phDate } from '../../lib/ph-date.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { consumeLoginCode } from '../user/login.service.ts';
import { codesIssuedSince, sendLoginCode } from '../user/login-code.service.ts';
import { userForPhone, userIdByPhone } from '../user/user.service.ts';
import { type CaptchaInbox, drawCaptcha, hashCaptchaAnswer } from './captcha.ts';
import {
  addCount,
  countBotRefusal,
  deleteSpentChallengesBefore,
  findTemplateRow,
  insertSidRow,
  lockSidRow,
  sidExists,
  spendChallenge,
  takePictureForCheck,
  updateSidRow,
} from './promotion.repository.ts';
import { CHALLENGE_LIFE_MS, checkProof, newChallenge } from './proof-of-work.ts';

export interface PromotionDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  config: Pick<AppConfig, 'codePepper' | 'brand' | 'smsDailyCap' | 'proofOfWorkCost'>;
  /** Present only with development routes on. */
  captchaInbox?: CaptchaInbox | undefined;
}

const PICTURE_LIFE_MS = 5 * 60_000;
/** After an SMS was sent with it, the same picture answer registers for this long. */
const VERIFIED_LIFE_MS = 15 * 60_000;
const PICTURES_PER_SID = 30;
const PH_OFFSET_MS = 8 * 3_600_000;

export const TEMPLATE_UNAVAILABLE = 'This page is no longer available';
const WRONG_CAPTCHA = 'The picture code is wrong or has expired, please try the new picture';
const NO_PROOF = 'Please wait a moment and try again';
const ALREADY_REGISTERED = 'You are already registered: download the app and log in';

export async function landingTemplate(deps: Pick<PromotionDeps, 'db'>, id: number) {
  const row = await findTemplateRow(deps.db, id);
  if (!row?.active) throw new AppError(BUSINESS_CODE.notFound, TEMPLATE_UNAVAILABLE);
  return { id: row.id, name: row.name };
}

type Tracking = ParsedRequestOf<typeof endpoints.trackVisit>;

/** One visit or click, counted per template, channel and Philippine day. */
export async function track(
  deps: Pick<PromotionDeps, 'db' | 'clock'>,
  kind: 'visit' | 'click',
  query: Tracking,
) {
  const template = await findTemplateRow(deps.db, query.page_id);
  if (!template) throw new AppError(BUSINESS_CODE.notFound, TEMPLATE_UNAVAILABLE);
  await addCount(deps.db, {
    template_id: template.id,
    day: phDate(deps.clock.now()),
    app_from: query.app_from,
    user_from: query.user_from,
    utm_tag: query.utm_tag,
    client_type: query.client_type,
    kind,
  });
  return null;
}

export async function newSid(deps: Pick<PromotionDeps, 'db' | 'clock'>) {
  const sid = randomBytes(16).toString('base64url');
  await insertSidRow(deps.db, sid, deps.clock.now());
  return { sid };
}

/** A new picture for the sid (each one replaces the last); its answer is kept hashed. */
export async function captchaPicture(deps: PromotionDeps, sid: string): Promise<Buffer | null> {
  // Drawn before the row is locked: the drawing is the slow part.
  const { answer, png } = await drawCaptcha();
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (tx) => {
    const row = await lockSidRow(tx, sid);
    if (!row || row.pictures >= PICTURES_PER_SID) return null;
    await updateSidRow(tx, sid, {
      answer_hash: hashCaptchaAnswer(deps.config.codePepper, sid, answer),
      captcha_state: 'issued',
      captcha_expires_at: addMs(now, PICTURE_LIFE_MS),
      pictures: row.pictures + 1,
    });
    deps.captchaInbox?.record(sid, answer);
    return png;
  });
}

/** A proof-of-work challenge for a known sid. */
export async function challengeFor(deps: PromotionDeps, sid: string) {
  if (!(await sidExists(deps.db, sid))) {
    throw new AppError(BUSINESS_CODE.notFound, TEMPLATE_UNAVAILABLE);
  }
  const challenge = await newChallenge(
    deps.config.codePepper,
    deps.config.proofOfWorkCost,
    sid,
    deps.clock.now(),
  );
  return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
}

export type BotRefusal =
  | 'captcha-wrong'
  | 'captcha-stale'
  | 'proof-forged'
  | 'proof-stale'
  | 'proof-replayed';

async function countRefusal(deps: Pick<PromotionDeps, 'db' | 'clock'>, kind: BotRefusal) {
  await countBotRefusal(deps.db, phDate(deps.clock.now()), kind);
}

let prunedForMinute = 0;

/**
 * Spends the sid's proof of work, or counts why it is refused: forged (bad signature, solution or
 * sid), stale (expired) or replayed (spent before, found by one atomic insert).
 */
async function spendProof(deps: PromotionDeps, sid: string, proof: string): Promise<boolean> {
  const now = deps.clock.now();
  const verdict = await checkProof(deps.config.codePepper, sid, proof, now);
  if (!verdict.ok) {
    await countRefusal(deps, verdict.kind === 'forged' ? 'proof-forged' : 'proof-stale');
    return false;
  }
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== prunedForMinute) {
    prunedForMinute = minute;
    await deleteSpentChallengesBefore(deps.db, addMs(now, -CHALLENGE_LIFE_MS));
  }
  if (!(await spendChallenge(deps.db, verdict.nonce, verdict.expiresAt))) {
    await countRefusal(deps, 'proof-replayed');
    return false;
  }
  return true;
}

/**
 * Checks an answer against the sid's live picture in `from`. The one try is taken first, in one
 * statement, so concurrent answers are compared once at most; a wrong answer spends the picture
 * (the page then shows a new one). On a match the picture moves to `to`, or back to `from` when
 * `to` is null (checked now, spent later).
 */
async function spendCaptcha(
  deps: PromotionDeps,
  sid: string,
  answer: string,
  from: string,
  to: string | null,
  lifeMs: number,
): Promise<boolean> {
  const now = deps.clock.now();
  const taken = await takePictureForCheck(deps.db, sid, from, now);
  if (!taken) {
    await countRefusal(deps, 'captcha-stale');
    return false;
  }
  if (taken.answer_hash !== hashCaptchaAnswer(deps.config.codePepper, sid, answer)) {
    await updateSidRow(deps.db, sid, { captcha_state: 'none', answer_hash: null });
    await countRefusal(deps, 'captcha-wrong');
    return false;
  }
  await updateSidRow(
    deps.db,
    sid,
    to
      ? { captcha_state: to, captcha_expires_at: addMs(now, lifeMs) }
      : { captcha_state: from, captcha_expires_at: taken.captcha_expires_at },
  );
  return true;
}

function startOfPhDay(now: Date): Date {
  return new Date(Date.parse(`${phDate(now)}T00:00:00Z`) - PH_OFFSET_MS);
}

type SmsInput = ParsedRequestOf<typeof endpoints.getSms>;
type RegisterInput = ParsedRequestOf<typeof endpoints.register>;

/** The registration SMS: the picture first, then code 11 for a known phone, then the code. */
export async function requestRegistrationSms(deps: PromotionDeps, input: SmsInput, ip: string) {
  // The proof first: every guess at the picture costs the sender the work.
  if (!(await spendProof(deps, input.sid, input.proof))) {
    throw new AppError(BUSINESS_CODE.wrongCaptcha, NO_PROOF);
  }
  if (
    !(await spendCaptcha(deps, input.sid, input.capcode, 'issued', 'verified', VERIFIED_LIFE_MS))
  ) {
    throw new AppError(BUSINESS_CODE.wrongCaptcha, WRONG_CAPTCHA);
  }
  if (await userIdByPhone(deps.db, input.phone)) {
    throw new AppError(BUSINESS_CODE.alreadyRegistered, ALREADY_REGISTERED);
  }
  const sentToday = await codesIssuedSince(deps.db, startOfPhDay(deps.clock.now()));
  if (sentToday >= deps.config.smsDailyCap) {
    throw new AppError(
      BUSINESS_CODE.tooManyRequests,
      'We cannot send more codes today, please try tomorrow',
    );
  }
  return sendLoginCode(deps, input.phone, ip);
}

/** Registers the phone with its SMS code: one user per phone (code 11 for a known one). */
export async function registerVisitor(deps: PromotionDeps, input: RegisterInput) {
  // Checked now, spent once the registration went through: a mistyped SMS code keeps the picture.
  if (!(await spendCaptcha(deps, input.sid, input.capcode, 'verified', null, 0))) {
    throw new AppError(BUSINESS_CODE.registerWrongCaptcha, WRONG_CAPTCHA);
  }
  if (await userIdByPhone(deps.db, input.phone)) {
    throw new AppError(BUSINESS_CODE.alreadyRegistered, ALREADY_REGISTERED);
  }
  await consumeLoginCode(deps, input.phone, input.smsCode);
  await userForPhone(deps.db, input.phone, deps.clock.now());
  await updateSidRow(deps.db, input.sid, { captcha_state: 'used', answer_hash: null });
  await countRegistration(deps, input);
  return null;
}

/** The back office's registrations per template (a template no longer there is not counted). */
async function countRegistration(deps: Pick<PromotionDeps, 'db' | 'clock'>, input: RegisterInput) {
  const template = await findTemplateRow(deps.db, input.id);
  if (!template) return;
  await addCount(deps.db, {
    template_id: template.id,
    day: phDate(deps.clock.now()),
    app_from: input.app_from,
    user_from: input.user_from,
    utm_tag: input.utm_tag,
    client_type: '',
    kind: 'registration',
  });
}
