import { SMS_COUNTDOWN_SECONDS } from '@loan/contract';

const MINUTE_MS = 60_000;

/** The rules of login codes (DESIGN.md, "SMS codes"). */
export const LOGIN_CODE_POLICY = {
  lifetimeMs: 5 * MINUTE_MS,
  /** Same as the app's resend countdown, so the button never offers a send we refuse. */
  resendGapSeconds: SMS_COUNTDOWN_SECONDS,
  maxWrongAttempts: 5,
  perPhone: { max: 10, windowMs: 24 * 60 * MINUTE_MS },
  perIp: { max: 30, windowMs: 60 * MINUTE_MS },
} as const;
