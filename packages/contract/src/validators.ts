export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_PATTERN = /^\d{6}$/;
export const CAPTCHA_ANSWER_PATTERN = /^[0-9A-Za-z]{4}$/;
export const CLIENT_TYPES = ['ios', 'android'] as const;
/** The landing page's tracking calls always send page type 1. */
export const LANDING_PAGE_TYPE = 1;
