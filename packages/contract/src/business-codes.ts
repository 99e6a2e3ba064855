/**
 * Business outcome codes carried in the envelope's `code` (always HTTP 200 unless the request
 * itself is malformed). Codes the spec names keep its values; the rest are ours.
 */
export const BUSINESS_CODE = {
  ok: 0,
  okString: '00',
  /** Generic business failure with a message for the borrower. */
  failed: 1,
  /** Spec: already registered (registration and SMS). */
  alreadyRegistered: 11,
  /** Spec: wrong image captcha when asking for an SMS code. */
  wrongCaptcha: 101,
  /** Spec: wrong image captcha on registration. */
  registerWrongCaptcha: -1,
  invalidRequest: 400,
  /** Missing, unknown or expired `sessionid`: the app calls the bridge's go-to-login. */
  sessionExpired: 401,
  notFound: 404,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  internalError: 500,
  /** Login code wrong, expired or already used. */
  loginCodeInvalid: 1101,
  /** Too many wrong tries: the code is dead, ask for a new one. */
  loginCodeLocked: 1102,
  /** A new code was asked for inside the resend gap. */
  loginCodeTooSoon: 1103,
  /** The product does not exist or is not offered (now). */
  productNotFound: 2001,
  /** The order does not exist or is not the borrower's: the same answer for both. */
  orderNotFound: 2002,
  /** The pushed amount, term or unit is not the server's current quote. */
  quoteChanged: 2003,
  /** The order's status does not allow this step (withdraw, rating...). */
  orderStatusConflict: 2004,
  /** An Idempotency-Key was reused with a different request. */
  idempotencyKeyReused: 2005,
  /** A recommended product that is not clickable (flag 0) or unknown. */
  productUnavailable: 2006,
  /** A new application while the borrower has an overdue loan: repay it first. */
  overdueLoanOpen: 2007,
  /** The amount is more than the order owes now (or not the rollover amount). */
  amountNotPayable: 2101,
  /** No payment channel with that number. */
  channelUnknown: 2102,
  /** The order owes nothing payable now (not released, settled, or nothing due yet). */
  nothingToPay: 2103,
  /** No receipt with that number among the borrower's payments. */
  receiptNotFound: 2104,
  /** The saved card is not the borrower's, or does not exist. */
  cardNotFound: 2105,
  /** The repay token is not one we issued for this order (reopen the page). */
  repayTokenInvalid: 2106,
  /** No card repayment with that id for this order. */
  repaymentNotFound: 2107,
  /** The payment gateway refused or did not answer the pay code request (its message says why). */
  channelUnavailable: 2108,
  /** A binding field is missing, not digits where digits are asked, or not one of its options. */
  bindFieldInvalid: 2201,
  /** Changing a bound account needs a fresh SMS code (missing or wrong). */
  bindCodeRequired: 2202,
  /** Acceptance or disbursement refused: the borrower has no payout account. */
  noPayoutAccount: 2203,
  /** A payout to an account that is not the borrower's, or one already on its way. */
  payoutRefused: 2204,
  /** The complaint does not exist or is not the borrower's. */
  complaintNotFound: 2301,
  /** Collection complaints are not supported for the chosen order. */
  collectionNotSupported: 2302,
  /** An image is not the borrower's upload, or one complaint has too many. */
  complaintImageInvalid: 2303,
  /** The upload is not an image we accept (checked by content), or too large. */
  uploadRejected: 2304,
  /** A complaint is rated once. */
  complaintAlreadyRated: 2305,
  /** An application before the applicant's profile is complete: fill it in first. */
  profileRequired: 2401,
  /** A profile field breaks its rule (age, ID number format, address outside the PSGC, photo). */
  profileInvalid: 2402,
  /** The terms' eligibility (18 or older, Filipino, permanent address in the Philippines) fails. */
  notEligible: 2403,
  /** The ID number is already on another account. */
  identityTaken: 2404,
  /** The phone's contact list is never taken (SEC MC 18). */
  contactsNeverCollected: 2405,
  /** Spec (legacy confirm): duplicate payment request. */
  duplicatePayment: 800005,
  /** Spec (legacy confirm): wrong verification code. */
  wrongVerifyCode: 800006,
} as const;

export type BusinessCode = (typeof BUSINESS_CODE)[keyof typeof BUSINESS_CODE];
