/**
 * A borrower's mobile number: the Philippine form 09XXXXXXXXX, or the spec's 11-digit registration
 * pattern (1, then 3-9, then nine digits). Both are 11 digits.
 */
export const MOBILE_NUMBER_PATTERN = /^(?:09\d{9}|1[3-9]\d{9})$/;
export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_PATTERN = /^\d{6}$/;
export const CAPTCHA_ANSWER_PATTERN = /^[0-9A-Za-z]{4}$/;
export const CLIENT_TYPES = ['ios', 'android'] as const;
/** The landing page's tracking calls always send page type 1. */
export const LANDING_PAGE_TYPE = 1;
