/**
 * Repayment: what a pay code is for, the channel kinds, and the figures both sides need.
 * docs/decisions/0013 (provider and callbacks), 0014 (repayment calls and the ledger).
 */

/** `isDelay` of the pay-code payload: 1 asks for a rollover (delay) code. */
export const PAY_CODE_IS_DELAY = 1;
export const PAY_CODE_IS_INSTALMENT = 0;

/** What a pay code or a payment pays for. */
export const PAYMENT_KIND = { instalment: 'instalment', rollover: 'rollover' } as const;
export type PaymentKind = (typeof PAYMENT_KIND)[keyof typeof PAYMENT_KIND];

/** Where a payment was recorded from: the provider's callback or an operator. */
export const PAYMENT_SOURCE = { provider: 'provider', operator: 'operator' } as const;
export type PaymentSource = (typeof PAYMENT_SOURCE)[keyof typeof PAYMENT_SOURCE];

export const CHANNEL_KIND = { eWallet: 'e-wallet', otc: 'otc', bank: 'bank' } as const;
export type ChannelKind = (typeof CHANNEL_KIND)[keyof typeof CHANNEL_KIND];

/** Minutes a pay code stays payable; the next request after that gets a fresh one. */
export const PAY_CODE_TTL_MINUTES = 60 * 24;

/** Callbacks signed more than this many seconds ago (or ahead) are refused. */
export const PAYMENT_SIGNATURE_WINDOW_SECONDS = 300;

/** Header of a provider callback: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">`. */
export const PAYMENT_SIGNATURE_HEADER = 'payment-signature';

/** The sandbox provider's pages and our callback, served by this server. */
export const PAYMENT_PATHS = {
  callback: '/api/payments/callback',
  sandboxCheckout: '/api/payments/sandbox/checkout',
} as const;

/** The legacy flow's `needValid`: 1 means an SMS code must confirm the payment. */
export const LEGACY_NEED_VALID = 1;
/** The legacy commit's `sendMsg`: 1 sends the SMS code now. */
export const LEGACY_SEND_MSG = 1;
