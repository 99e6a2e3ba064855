/**
 * A borrower's mobile number: the Philippine form 09XXXXXXXXX, or the spec's 11-digit registration
 * pattern (1, then 3-9, then nine digits). Both are 11 digits.
 */
export const MOBILE_NUMBER_PATTERN = /^(?:09\d{9}|1[3-9]\d{9})$/;
export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_PATTERN = /^\d{6}$/;
