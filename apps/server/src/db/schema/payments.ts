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
  /** When a newer full-balance code ended this one (migration 0042). */
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
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

export type PayoutStatus = 'requested' | 'pending' | 'succeeded' | 'failed';

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

/** A maker's manual booking or waiver, pending until a second operator decides (decision 0067). */
export interface MoneyApprovalsTable {
  id: Generated<string>;
  kind: 'payment' | 'waiver';
  order_id: string;
  amount: number;
  reference: string;
  /** The Philippine day the maker says the money moved. */
  value_date: string;
  evidence: string | null;
  /** `{ kind, channel }` of a booking, `{ part, reason }` of a waiver. */
  details: ColumnType<Record<string, string>, string, never>;
  status: ColumnType<'pending' | 'approved' | 'rejected', undefined, 'approved' | 'rejected'>;
  maker: string;
  maker_role: string | null;
  made_at: Date;
  checker: string | null;
  checker_role: string | null;
  decided_at: Date | null;
  reject_reason: string | null;
  payment_id: string | null;
}

/** Why a gateway event did not answer its pay code exactly (migration 0042). */
export type PaymentFlagReason =
  | 'part'
  | 'over'
  | 'paid-code'
  | 'expired-code'
  | 'ended-code'
  | 'foreign-request'
  | 'sub-centavo';

/** A gateway event flagged for reconciliation: booked (`payment_id`) or refused (null). */
export interface PaymentFlagsTable {
  id: Generated<string>;
  /** Once per event and reason: `<reason>:<provider>:<event id>`. */
  key: string;
  provider: string;
  reference: string;
  reason: PaymentFlagReason;
  pay_code_id: string | null;
  payment_id: string | null;
  provider_payment_id: string | null;
  provider_request_id: string | null;
  amount: number | null;
  asked: number | null;
  booked_before: number | null;
  detail: string;
  created_at: Date;
}
