import { SMS_COUNTDOWN_SECONDS } from '@loan/contract';

const MINUTE_MS = 60_000;

/** The rules of login codes (DESIGN.md, "SMS codes"). */
export const LOGIN_CODE_POLICY = {
  lifetimeMs: 5 * MINUTE_MS,
  /** Same as the app's resend countdown, so the button never offers a send we refuse. */
  resendGapSeconds: SMS_COUNTDOWN_SECONDS,
  maxWrongAttempts: 5,
  /**
   * The gap before the next code for a phone grows with the codes it got in the last 24 hours
   * (from any address), instead of a daily cap one address could use to lock the owner out.
   */
  phoneEscalation: {
    windowMs: 24 * 60 * MINUTE_MS,
    /** [codes already sent in the window, gap in seconds], first match from the top. */
    gaps: [
      [10, 60 * 60],
      [5, 10 * 60],
      [0, SMS_COUNTDOWN_SECONDS],
    ],
  },
  /** One address asking codes for one phone. */
  perPhoneAndIp: { max: 5, windowMs: 60 * MINUTE_MS },
  /** One address asking codes for any phones. */
  perIp: { max: 30, windowMs: 60 * MINUTE_MS },
} as const;

/** Seconds to wait after the last code, given how many the phone got in the window. */
export function resendGapSeconds(codesInWindow: number): number {
  const step = LOGIN_CODE_POLICY.phoneEscalation.gaps.find(([after]) => codesInWindow >= after);
  return step?.[1] ?? SMS_COUNTDOWN_SECONDS;
}
