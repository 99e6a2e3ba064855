import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

// Products, loan orders, their events and the append-only ledger.

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
  /** Filipino sides of the borrower-facing texts (docs/decisions/0047): null shows the English. */
  rate_description_fil: FilipinoText;
  exit_popup_title_fil: FilipinoText;
  exit_popup_content_fil: FilipinoText;
  promo_title_fil: FilipinoText;
  promo_content_fil: FilipinoText;
  button_text_fil: FilipinoText;
  button_message_fil: FilipinoText;
  /** Filipino pictures where the English ones carry words (docs/decisions/0050). */
  banner_image_fil: FilipinoText;
  promo_image_fil: FilipinoText;
}

type FilipinoText = ColumnType<string | null, string | null | undefined, string | null>;

export interface PartnerProductsTable {
  product_key: string;
  name: string;
  logo: string;
  button_text: string;
  button_text_fil: FilipinoText;
  min_amount: number;
  max_amount: number;
  range_description: string;
  range_description_fil: FilipinoText;
  rate: string;
  rate_fil: FilipinoText;
  description: string;
  description_fil: FilipinoText;
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
  /** The credit policy's outcome and each rule's result (docs/decisions/0084). */
  policy_outcome: ColumnType<string | null, string | null | undefined, string | null>;
  policy_rules: ColumnType<unknown, string | null | undefined, string | null>;
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

export type LoanEntryType =
  | 'disbursement'
  | 'service_fee'
  | 'scheduled_interest'
  | 'penalty'
  | 'default_interest'
  | 'repayment'
  | 'overpayment_credit'
  | 'credit_applied'
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
