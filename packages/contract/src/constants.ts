/**
 * Business constants of both spec documents (section 9 of each), each named once. The loan terms
 * text and the loan engine read the same figures from here, so they cannot disagree.
 */

// foundation-and-support.md §9
export const COMPLAINT_TEXT_MAX_LENGTH = 200;
export const COMPLAINT_IMAGES_MAX = 9;
export const COLLECTION_COMPLAINT_TYPE = 1;
export const SUCCESS_MODAL_MS = 1500;
export const RATING_DIALOG_DELAY_MS = 3000;
export const CAROUSEL_INTERVAL_MS = 3000;
export const TOAST_DEFAULT_MS = 3000;
export const TOAST_MIN_MS = 300;
export const KEYBOARD_THRESHOLD_PX = 60;
export const DEFAULT_CARD_TYPE = 1;
export const DEFAULT_CHANNEL_NUMBER = 90006;
export const LEGACY_SMS_RESEND_SECONDS = 60;
export const LEGACY_SMS_CODE_MIN_LENGTH = 6;
export const CONTACT_INFO_OVERALL = 30;
export const MINIMUM_AGE = 18;
export const HTTP_TIMEOUT_MS = 60_000;
/** Amounts travel in minor units; shown divided by this, to 2 decimals. */
export const MINOR_UNITS_PER_MAJOR = 100;
export const AMOUNT_DECIMALS = 2;
export const THOUSANDS_SEPARATOR = '.';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:MM:SS';
/** Cookies set by the app never expire before the end of year 9999. */
export const COOKIE_EXPIRY = 'Fri, 31 Dec 9999 23:59:59 GMT';

// loan-journey.md §9
export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_COUNTDOWN_TICK_MS = 1000;
export const CAPTCHA_LENGTH = 4;
export const SMS_CODE_LENGTH = 6;
export const AGREEMENT_SCENE = 3;
export const REGISTRATION_APP_NAME = 'ymgj';
export const REGISTRATION_MERCHANT_NUMBER = 0;
export const BORROW_AGAIN_EVENT_MODULE = 30;
export const BORROW_AGAIN_EVENT_POSITION = 0;
export const RATING_STARS = 5;
/** A rating of this many stars or more triggers the native rate-app action. */
export const RATING_NATIVE_THRESHOLD = 4;
/** The Google score call always sends this value. */
export const GOOGLE_SCORE_SENT = 5;
export const ROLLOVER_ALLOWED = '1';
export const SHOW_RATING = '1';
export const CARD_NEED_POP = 1;
export const SHOW_REPAY_INSTRUCTIONS = 1;
export const FOLDED_DETAIL_ROWS = 2;
/** System parameter value that switches the currency sign to rupee; anything else is peso. */
export const RUPEE_SYSTEM_PARAMETER = 1;
export const CURRENCY_SIGN = { peso: '₱', rupee: '₹' } as const;

/** BSP Circular No. 1133 (2021): total cost at most 100 % of the principal, in basis points. */
export const DEFAULT_COST_CAP_BPS = 10_000;

// loan-journey.md §9, loan terms figures
export const LOAN_TERM_MIN_DAYS = 91;
export const LOAN_TERM_MAX_DAYS = 365;
export const DECISION_WITHIN_DAYS = 1;
export const RELEASE_MIN_DAYS = 1;
export const RELEASE_MAX_DAYS = 3;
/** Prepayment: at least this fraction of the term elapsed ... */
export const PREPAYMENT_MIN_TERM_FRACTION = 0.5;
/** ... and at least this many days after release. */
export const PREPAYMENT_MIN_DAYS_AFTER_RELEASE = 7;
/** One-time default penalty in pesos (major units). */
export const DEFAULT_PENALTY_NEW_CLIENT = 1000;
export const DEFAULT_PENALTY_REPEAT_CLIENT = 800;
/** Daily default interest on the unpaid amount, by day of default (inclusive ranges). */
export const DEFAULT_DAILY_INTEREST_TIERS = [
  { fromDay: 1, toDay: 30, percent: 5 },
  { fromDay: 31, toDay: 90, percent: 4 },
  { fromDay: 91, toDay: null, percent: 2 },
] as const;
export const PERSONAL_DETAILS_NOTICE_DAYS = 3;
export const JUDGMENT_PAYMENT_DAYS = 10;
export const ASSIGNMENT_NOTICE_BUSINESS_DAYS = 7;
