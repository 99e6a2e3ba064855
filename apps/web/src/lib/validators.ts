/** Generic helpers of spec 1 §5; the spec does not show which screens use them. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with an optional leading +, 7 to 15 digits (the E.164 upper bound). */
const PHONE_PATTERN = /^\+?\d{7,15}$/;
/** The spec's 11-digit mobile pattern starting with 1. */
const ELEVEN_DIGIT_MOBILE_PATTERN = /^1\d{10}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

export function isElevenDigitMobile(value: string): boolean {
  return ELEVEN_DIGIT_MOBILE_PATTERN.test(value.trim());
}
