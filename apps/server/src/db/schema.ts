import type { ContactChannel, ContactOutcome, ContactParty } from '@loan/contract/ops';
import type { ColumnType, Generated } from 'kysely';
import type { Role } from '../modules/operators/permissions.ts';

/** Set by the database on insert, never updated by the app. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  phone: string;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
}

export interface LoginCodesTable {
  id: Generated<string>;
  phone: string;
  code_hash: string;
  ip: string;
  created_at: CreatedAt;
  expires_at: Date;
  attempts: Generated<number>;
  used_at: Date | null;
  superseded_at: Date | null;
}

export interface SmsOutboxTable {
  id: Generated<string>;
  phone: string;
  /** The text with its login code masked (migration 0007). */
  body: string;
  provider: Generated<string>;
  provider_message_id: string | null;
  status: Generated<string>;
  created_at: CreatedAt;
}

/** Requests per client address and minute, summed over every server process. */
export interface RequestCountsTable {
  ip: string;
  window_start: Date;
  count: number;
}

export interface CustomerServiceContactsTable {
  /** Always true: the table holds one row. */
  id: Generated<boolean>;
  email: string;
  sm_wa: string;
  updated_at: Date;
}

export interface ProductsTable {
  id: string;
  name: string;
  logo: string;
  min_amount: number;
  max_amount: number;
  amount_step: number;
  default_amount: number;
  term_days: number;
  periods: number;
  daily_interest_bps: number;
  service_fee_bps: number;
  rate_description: string;
  rollover_allowed: boolean;
  send_sms: Generated<boolean>;
  exit_popup: boolean;
  exit_popup_title: Generated<string>;
  exit_popup_content: Generated<string>;
  first_loan_agreement_popup: boolean;
  promo_title: string | null;
  promo_content: string | null;
  promo_image: string | null;
  button_text: string;
  button_message: string;
  banner_image: Generated<string>;
  sort_order: Generated<number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface PartnerProductsTable {
  product_key: string;
  name: string;
  logo: string;
  button_text: string;
  min_amount: number;
  max_amount: number;
  range_description: string;
  rate: string;
  description: string;
  enabled: boolean;
  url: string;
  sort_order: Generated<number>;
}

export interface LoanOrdersTable {
  id: Generated<string>;
  public_id: string;
  user_id: string;
  product_id: string;
  status: number;
  client_kind: 'new' | 'repeat';
  principal: number;
  term_days: number;
  periods: number;
  daily_interest_bps: number;
  service_fee_bps: number;
  min_amount: number;
  max_amount: number;
  amount_step: number;
  service_fee: number;
  net_proceeds: number;
  interest: number;
  total_repayable: number;
  release_date: string | null;
  due_date: string | null;
  /** Philippine date the clock next moves the loan; null when only a payment or operator can. */
  clock_on: string | null;
  /** The engine's ScheduleItem[] at release (JSON). */
  schedule: ColumnType<unknown, string | null, string | null>;
  paid_penalty: Generated<number>;
  paid_interest: Generated<number>;
  paid_principal: Generated<number>;
  penalty_charged: Generated<boolean>;
  default_interest_carried: Generated<number>;
  default_accrued_through: string | null;
  rollovers: Generated<number>;
  /** The product's rollover setting when the order was applied for. */
  rollover_allowed: Generated<boolean>;
  applied_at: Date;
  decided_at: Date | null;
  withdrawn_at: Date | null;
  disbursed_at: Date | null;
  settled_at: Date | null;
  updated_at: Date;
}

export interface OrderEventsTable {
  id: Generated<string>;
  order_id: string;
  actor: string;
  from_status: number | null;
  to_status: number;
  /** The transition table's event (null only for rows loaded in bulk). */
  event: string | null;
  at: Date;
  note: Generated<string>;
}

export interface OrderRatingsTable {
  order_id: string;
  score: number;
  created_at: Date;
}

export interface IdempotencyKeysTable {
  user_id: string;
  scope: string;
  key: string;
  request_hash: string;
  result: ColumnType<unknown, string | null, string | null>;
  created_at: Date;
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

export interface BindItemsTable {
  code: string;
  cate: string;
  title: string;
  subtitle: string;
  value: string;
  note: ColumnType<Array<{ name: string; type: string }>, string, string>;
  card_type_mi: number;
  channel_number: number;
  input_type: string;
  position: number;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface UploadsTable {
  id: Generated<string>;
  /** The borrower who sent it, or (for a complaint reply's image) `operator_actor`. */
  user_id: string | null;
  operator_actor: string | null;
  name: string;
  content_type: string;
  bytes: number;
  created_at: CreatedAt;
}

/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array. */
export interface UploadBytesTable {
  name: string;
  content_type: string;
  bytes: ColumnType<Uint8Array, Buffer, never>;
  size: number;
  created_at: CreatedAt;
}

export interface LandingTemplatesTable {
  id: Generated<number>;
  name: string;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface PromotionSidsTable {
  sid: string;
  answer_hash: string | null;
  /** none | issued | verified (an SMS was sent with it) | used (registered with it) */
  captcha_state: ColumnType<string, string | undefined, string>;
  captcha_expires_at: Date | null;
  pictures: ColumnType<number, number | undefined, number>;
  created_at: Date;
}

export interface LandingCountsTable {
  template_id: number;
  day: string;
  app_from: string;
  user_from: string;
  utm_tag: string;
  client_type: string;
  kind: string;
  count: ColumnType<number, number | undefined, number>;
}

export interface ComplaintsTable {
  id: Generated<string>;
  public_id: string;
  user_id: string;
  order_id: string;
  problem_type: number;
  problem_son_type: ColumnType<number, number | undefined, number>;
  detail: string;
  images: ColumnType<string[], string | undefined, string>;
  status: ColumnType<number, number | undefined, number>;
  dispose_detail: ColumnType<string, string | undefined, string>;
  dispose_images: ColumnType<string[], string | undefined, string>;
  need_score: ColumnType<boolean, boolean | undefined, boolean>;
  score: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface AnalyticsEventsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  product_ref: string;
  module_id: number;
  position_id: number;
  at: Date;
}

export interface ClockOffsetTable {
  id: Generated<boolean>;
  /** bigint: the drivers return it as a string. */
  offset_ms: ColumnType<string | number, number, number>;
  updated_at: Date;
}

export interface PaymentChannelsTable {
  channel_number: number;
  name: string;
  kind: 'e-wallet' | 'otc' | 'bank';
  logo: string;
  position: number;
  /** The channel's payment steps (JSON string[]). */
  notice: ColumnType<unknown, string, string>;
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
  receipt_no: string;
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

export interface ErasureRequestsTable {
  id: Generated<string>;
  reference: string;
  user_id: string;
  status: 'received' | 'completed';
  requested_at: Date;
  completed_at: Date | null;
}

export type LoanEntryType =
  | 'disbursement'
  | 'service_fee'
  | 'scheduled_interest'
  | 'penalty'
  | 'default_interest'
  | 'repayment'
  | 'overpayment_credit'
  | 'rollover'
  | 'waiver'
  | 'reversal'
  | 'refund';

/** bigint: PostgreSQL's driver reads it as a string, PGlite as a number or bigint. */
type Money = ColumnType<string | number | bigint, number, never>;

/** Append-only: the database refuses UPDATE, DELETE and TRUNCATE (migration 0016). */
export interface LoanEntriesTable {
  id: Generated<string>;
  order_id: string;
  seq: number;
  type: LoanEntryType;
  effective_on: string;
  recorded_at: Date;
  recorded_by: string;
  recorder_role: string | null;
  reason: string | null;
  amount: Money;
  principal: Money;
  interest: Money;
  penalty: Money;
  default_interest: Money;
  overpayment: Money;
  payment_id: string | null;
  reverses_entry_id: string | null;
  idempotency_key: string;
  details: ColumnType<unknown, string, never>;
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

export interface OperatorsTable {
  id: Generated<string>;
  email: string;
  /** Checked by the database against the roles. */
  role: Role;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  activated_at: Date | null;
  created_at: CreatedAt;
}

export interface OperatorSetupLinksTable {
  id: Generated<string>;
  operator_id: string;
  token_hash: string;
  expires_at: Date;
  started_at: Date | null;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface OperatorSessionsTable {
  id: Generated<string>;
  operator_id: string;
  token_hash: string;
  ip: string;
  created_at: CreatedAt;
  expires_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
}

/** Failed sign-ins per email and client address (the backoff, decision 0030). */
export interface OperatorSignInFailuresTable {
  email: string;
  ip: string;
  failures: number;
  last_failed_at: Date;
}

export interface OpsTokensTable {
  id: Generated<string>;
  name: string;
  /** Checked by the database against the roles. */
  role: Role;
  token_hash: string;
  created_by: string;
  created_at: CreatedAt;
  revoked_at: Date | null;
}

/** Append-only: the database refuses UPDATE, DELETE and TRUNCATE (migration 0015). */
export interface AuditRecordsTable {
  id: Generated<string>;
  at: Date;
  actor: string;
  operator_id: string | null;
  action: string;
  outcome: 'done' | 'failed' | 'refused';
  reason: string | null;
  target: string | null;
  /** JSON text on insert, parsed on read. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  ip: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_codes: LoginCodesTable;
  sms_outbox: SmsOutboxTable;
  request_counts: RequestCountsTable;
  customer_service_contacts: CustomerServiceContactsTable;
  products: ProductsTable;
  partner_products: PartnerProductsTable;
  loan_orders: LoanOrdersTable;
  order_events: OrderEventsTable;
  order_ratings: OrderRatingsTable;
  idempotency_keys: IdempotencyKeysTable;
  payout_accounts: PayoutAccountsTable;
  analytics_events: AnalyticsEventsTable;
  clock_offset: ClockOffsetTable;
  payment_channels: PaymentChannelsTable;
  pay_codes: PayCodesTable;
  payments: PaymentsTable;
  receipt_series: ReceiptSeriesTable;
  erasure_requests: ErasureRequestsTable;
  loan_entries: LoanEntriesTable;
  card_repayments: CardRepaymentsTable;
  bind_items: BindItemsTable;
  uploads: UploadsTable;
  upload_bytes: UploadBytesTable;
  complaints: ComplaintsTable;
  landing_templates: LandingTemplatesTable;
  promotion_sids: PromotionSidsTable;
  landing_counts: LandingCountsTable;
  job_runs: JobRunsTable;
  operators: OperatorsTable;
  operator_setup_links: OperatorSetupLinksTable;
  operator_sessions: OperatorSessionsTable;
  operator_sign_in_failures: OperatorSignInFailuresTable;
  ops_tokens: OpsTokensTable;
  audit_records: AuditRecordsTable;
  borrower_messages: BorrowerMessagesTable;
  borrower_message_settings: BorrowerMessageSettingsTable;
  payouts: PayoutsTable;
  payout_events: PayoutEventsTable;
  provider_webhooks: ProviderWebhooksTable;
  sandbox_settlements: SandboxSettlementsTable;
  collection_contacts: CollectionContactsTable;
  collection_consents: CollectionConsentsTable;
  payment_reconciliations: PaymentReconciliationsTable;
  borrower_languages: BorrowerLanguagesTable;
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

export interface JobRunsTable {
  name: string;
  started_at: Date;
  finished_at: Date | null;
}

export interface BorrowerMessagesTable {
  id: Generated<string>;
  user_id: string;
  order_ref: string | null;
  kind: string;
  dedupe_key: string;
  title: string;
  body: string;
  sms_status: string | null;
  created_at: Date;
  read_at: Date | null;
  link: string | null;
  sms_text: string | null;
}

export interface BorrowerMessageSettingsTable {
  user_id: string;
  reminder_sms: boolean;
  updated_at: Date;
}

/** A collector's contact about an overdue order (migration 0021): written once, never changed. */
export interface CollectionContactsTable {
  id: Generated<string>;
  order_id: string;
  operator_id: string | null;
  actor: string;
  channel: ContactChannel;
  party: ContactParty;
  contact_name: string;
  outcome: ContactOutcome;
  note: string;
  promise_date: string | null;
  promise_amount: number | null;
  days_past_due: number;
  contacted_at: Date;
}

/** The borrower's consent to contact outside 06:00-22:00 Philippine time, per order. */
export interface CollectionConsentsTable {
  order_id: string;
  note: string;
  actor: string;
  consented_at: Date;
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

/** The borrower's saved language (docs/decisions/0038). */
export interface BorrowerLanguagesTable {
  user_id: string;
  lang: 'en' | 'fil';
  updated_at: Date;
}
