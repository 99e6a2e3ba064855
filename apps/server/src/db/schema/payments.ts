import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

// Payment channels, pay codes, payments, receipts, payouts and the gateway's records.

export interface PaymentChannelsTable {
  channel_number: number;
  name: string;
  kind: 'e-wallet' | 'otc' | 'bank';
  logo: string;
  position: number;
  /** The channel's payment steps (JSON string[]). */
  notice: ColumnType<unknown, string, string>;
  /** The steps in Filipino (docs/decisions/0047); null shows the English ones. */
  notice_fil: ColumnType<unknown, string | null | undefined, string | null>;
  active: Generated<boolean>;
}

export interface PayCodesTable {
  id: Generated<string>;
  order_id: string;
  amount: number;
  channel_number: number;
  kind: 'instalment' | 'rollover';
  provider: string;
  reference: string;
  pay_url: string;
  expires_at: Date;
  status: 'live' | 'paid' | 'expired';
  created_at: Date;
  /** The gateway's id of the payment request (status queries, reconciliation). */
  provider_ref: string | null;
  /** The code the borrower quotes at a store, when the gateway issues it. */
  provider_code: string | null;
}

export interface PaymentsTable {
  id: Generated<string>;
  /**
   * The official receipt number. Null only inside the booking's transaction: the commit numbers
   * the payment from its issuer's series (docs/decisions/0042).
   */
  receipt_no: ColumnType<string, string | undefined, string>;
  /** The series the commit numbers the payment from (the lender's SEC registration number). */
  receipt_lender: ColumnType<string | null, string | undefined, never>;
  receipt_prefix: ColumnType<string | null, string | undefined, never>;
  order_id: string;
  pay_code_id: string | null;
  source: 'provider' | 'operator';
  provider: string | null;
  provider_payment_id: string | null;
  reference: string;
  kind: 'instalment' | 'rollover';
  channel: string;
  amount: number;
  penalty: number;
  interest: number;
  principal: number;
  unapplied: number;
  outstanding_after: number;
  actor: string;
  paid_at: Date;
}

/** The last official receipt number issued per lender (a bigint: a string from `pg`). */
export interface ReceiptSeriesTable {
  lender: string;
  last_no: ColumnType<string | number | bigint, number, number>;
}

export interface CardRepaymentsTable {
  id: Generated<string>;
  user_id: string;
  order_id: string;
  payout_account_id: string;
  amount: number;
  repay_token: string;
  status: 'pending' | 'confirmed';
  code_hash: string | null;
  code_sent_at: Date | null;
  code_expires_at: Date | null;
  wrong_tries: Generated<number>;
  pay_code_id: string | null;
  created_at: Date;
  confirmed_at: Date | null;
}

export interface PayoutAccountsTable {
  id: Generated<string>;
  user_id: string;
  channel_number: number;
  account_name: string;
  /** Masked ('**** **** **** 1234', an e-wallet '0917 *** 1234'); the number is in `number_ciphertext`. */
  account_number: string;
  number_ciphertext: string | null;
  card_type: ColumnType<number, number | undefined, number>;
  bank_code: string | null;
  /** HMAC of the number: tells a repeat of the same account without decrypting. */
  fingerprint: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  created_at: CreatedAt;
}

/** reversed: the money came back, an operator must resolve it; resolved: they did. */
export type PayoutStatus =
  | 'requested'
  | 'pending'
  | 'succeeded'
  | 'failed'
  | 'reversed'
  | 'resolved';

export interface PayoutsTable {
  id: Generated<string>;
  order_id: string;
  payout_account_id: string;
  provider: string;
  reference: string;
  amount: number;
  channel_code: string;
  requested_by: string;
  created_at: Date;
  /** A loan's release, or a refund of the borrower's credit. */
  purpose: ColumnType<'release' | 'refund', 'release' | 'refund' | undefined, never>;
}

export interface PayoutEventsTable {
  id: Generated<string>;
  payout_id: string;
  status: PayoutStatus;
  provider_payout_id: string | null;
  failure_code: string | null;
  note: string;
  at: Date;
}

/** Each payout's latest status (docs/decisions/0043), written with the event that sets it. */
export interface PayoutStatesTable {
  payout_id: string;
  event_id: ColumnType<string, string | number | bigint, string | number | bigint>;
  status: PayoutStatus;
  failure_code: string | null;
  provider_payout_id: string | null;
  at: Date;
}

export interface ProviderWebhooksTable {
  provider: string;
  webhook_id: string;
  received_at: Date;
}

export interface SandboxSettlementsTable {
  id: string;
  kind: 'payment' | 'payout';
  reference: string;
  amount: number;
  settled_at: Date;
}

/** One comparison of a Philippine day with the gateway (decision 0039). */
export interface PaymentReconciliationsTable {
  id: Generated<string>;
  /** The Philippine day compared, YYYY-MM-DD. */
  date: string;
  provider: string;
  matched: number;
  exceptions: number;
  /** The report as JSON text on insert, parsed on read. */
  report: ColumnType<unknown, string, never>;
  run_by: string;
  run_at: Date;
}
