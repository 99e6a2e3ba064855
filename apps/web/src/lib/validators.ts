import { MOBILE_NUMBER_PATTERN } from '@loan/contract';

/** Generic helpers of spec 1 §5; the phone check is the contract's borrower mobile number. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The spec's 11-digit mobile pattern starting with 1. */
const ELEVEN_DIGIT_MOBILE_PATTERN = /^1\d{10}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A mobile number as people write it ('0917 123 4567', '+63 917-123-4567') in the contract's form. */
export function toMobileNumber(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  return digits.replace(/^\+?63(?=9\d{9}$)/, '0');
}

/** A Philippine mobile number (or the spec's 11-digit pattern), spaces, dashes and +63 allowed. */
export function isPhone(value: string): boolean {
  return MOBILE_NUMBER_PATTERN.test(toMobileNumber(value));
}

export function isElevenDigitMobile(value: string): boolean {
  return ELEVEN_DIGIT_MOBILE_PATTERN.test(value.trim());
}
