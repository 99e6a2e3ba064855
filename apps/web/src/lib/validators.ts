import { normaliseMobileNumber } from '@loan/contract';

/** Generic helpers of spec 1 §5; the phone check is the contract's borrower mobile number. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The spec's 11-digit mobile pattern starting with 1. */
const ELEVEN_DIGIT_MOBILE_PATTERN = /^1\d{10}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A Philippine mobile number in any written form (the contract's one mobile number rule). */
export function isPhone(value: string): boolean {
  return normaliseMobileNumber(value) !== null;
}

export function isElevenDigitMobile(value: string): boolean {
  return ELEVEN_DIGIT_MOBILE_PATTERN.test(value.trim());
}
