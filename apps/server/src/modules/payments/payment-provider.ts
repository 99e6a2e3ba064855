/**
 * What we need from a payment provider (docs/decisions/0013, 0032): issue a pay code, release a
 * loan's money to the borrower's account, tell us through an authenticated callback what
 * happened, answer a status query when a callback is missing, and list what it settled on a day.
 * Adding a gateway is one adapter file (and its fake for the tests).
 */
export interface PayCodeRequest {
  /** Our reference: the code the borrower quotes at the channel, unless the gateway issues one. */
  reference: string;
  amount: number;
  channelNumber: number;
  expiresAt: Date;
  description: string;
  /** What the amount does when paid (the code page says it): see `whatCodeClears`. */
  clears?: string;
  /** The app page a gateway's checkout sends the borrower back to. */
  returnPath: string;
  /** The loan paid: the app's code page leads back to its order page. */
  order: { productId: string; orderId: string };
}

export interface IssuedPayCode {
  /** Where the borrower pays (the app opens it through its redirect guard). */
  payUrl: string;
  /** The gateway's id of the payment request: what a status query asks about. */
  providerRef?: string;
  /** The code the borrower quotes at a store, when the gateway issues its own. */
  providerCode?: string;
}

/** Money out to the borrower's bound account. */
export interface PayoutRequest {
  /** Ours: the gateway's reference_id and idempotency key. */
  reference: string;
  amount: number;
  account: {
    /** The e-wallet's bind channel (0 for a bank account) and the bank's code. */
    channelNumber: number;
    bankCode: string | null;
    number: string;
    holderName: string;
  };
  description: string;
}

export type PayoutAnswer =
  | { status: 'pending'; providerPayoutId: string }
  | { status: 'succeeded'; providerPayoutId: string }
  /** Refused at once (bad account, no balance...): nothing was sent. */
  | { status: 'failed'; failureCode: string; providerPayoutId?: string };

export type ProviderEvent =
  | {
      type: 'payment.paid';
      paymentId: string;
      reference: string;
      amount: number;
      paidAt: Date;
      /** The gateway's id of the payment request paid, when it names one (matched to the code). */
      requestId?: string;
    }
  | { type: 'payment.expired'; reference: string }
  | { type: 'payout.succeeded'; payoutId: string; reference: string; amount: number; at: Date }
  | { type: 'payout.failed'; payoutId: string; reference: string; failureCode: string }
  /** An event we do not act on (a failed attempt the borrower may retry, for instance). */
  | { type: 'ignored'; what: string };

export type CallbackReading =
  | { ok: true; event: ProviderEvent; webhookId?: string }
  | { ok: false; reason: string }
  /** Authentic, but not bookable as sent (an amount in fractions of a centavo): a 4xx, flagged. */
  | { ok: 'refused'; reason: string; flag: RefusedEvent };

/** An authentic event refused as sent: what reconciliation is told of it. */
export interface RefusedEvent {
  reason: 'sub-centavo';
  reference: string;
  paymentId: string;
  requestId?: string;
  detail: string;
}

/** A settled transaction as the gateway reports it (reconciliation). */
export interface SettledItem {
  kind: 'payment' | 'payout';
  providerId: string;
  reference: string;
  amount: number;
  at: Date;
}

/** A debit of an account the borrower saved earlier (the legacy card flow). */
export interface SavedAccountCharge {
  /** The pay code the debit pays; the provider's callback quotes it. */
  reference: string;
  amount: number;
  /** The provider's token of the saved account (ours: the payout account's id). */
  accountRef: string;
}

export interface PaymentProvider {
  readonly name: string;
  createPayCode(request: PayCodeRequest): Promise<IssuedPayCode>;
  /** Asks for the debit; its outcome arrives later through the callback, as for a pay code. */
  chargeSavedAccount(charge: SavedAccountCharge): Promise<void>;
  /** Authenticates the callback over its raw body and headers, then reads the event. */
  readCallback(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): CallbackReading;
  createPayout(request: PayoutRequest): Promise<PayoutAnswer>;
  /** What became of a pay code whose callback never came: paid, expired, or null (still open). */
  queryPayCode(code: {
    reference: string;
    providerRef: string | null;
  }): Promise<ProviderEvent | null>;
  /**
   * Ends a live code at the gateway where it can be ended (a newer code replaced it); a gateway
   * that cannot leaves it out: money still paid on the ended code is booked and flagged.
   */
  cancelPayCode?(code: { reference: string; providerRef: string | null }): Promise<void>;
  /** What became of a payout: succeeded, failed, or null (still on its way). */
  queryPayout(payout: {
    reference: string;
    providerPayoutId: string;
  }): Promise<ProviderEvent | null>;
  /** Every payment and payout settled between the two instants. */
  listSettled(from: Date, to: Date): Promise<SettledItem[]>;
}

/** A gateway call that failed without an answer we can act on (network, 5xx): retry later. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

/** The gateway refused a request with one of its documented error codes. */
export class ProviderRefused extends Error {
  override name = 'ProviderRefused';
  readonly errorCode: string;
  readonly httpStatus: number;
  constructor(errorCode: string, message: string, httpStatus: number) {
    super(message);
    this.errorCode = errorCode;
    this.httpStatus = httpStatus;
  }
}

/** Refused before asking the gateway: the channel does not take this amount in one payment. */
export class AmountOutsideChannel extends ProviderRefused {
  override name = 'AmountOutsideChannel';
  readonly min: number;
  readonly max: number;
  constructor(channelCode: string, limits: { min: number; max: number }) {
    super('AMOUNT_OUTSIDE_CHANNEL_LIMITS', `${channelCode} takes ${limits.min}-${limits.max}`, 400);
    this.min = limits.min;
    this.max = limits.max;
  }
}
