/**
 * What we need from a payment provider (docs/decisions/0013): issue a pay code and tell us,
 * through a signed callback, that it was paid or expired. Adding a gateway is one adapter file.
 */
export interface PayCodeRequest {
  /** Our reference: the code the borrower quotes at the channel. */
  reference: string;
  amount: number;
  channelNumber: number;
  expiresAt: Date;
  description: string;
}

export interface IssuedPayCode {
  /** Where the borrower pays (the app opens it through its redirect guard). */
  payUrl: string;
}

export type ProviderEvent =
  | { type: 'payment.paid'; paymentId: string; reference: string; amount: number; paidAt: Date }
  | { type: 'payment.expired'; reference: string };

export type CallbackReading = { ok: true; event: ProviderEvent } | { ok: false; reason: string };

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
  /** Verifies the signature over the raw body, then reads the event. */
  readCallback(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): CallbackReading;
}
