/** The shortest operator password accepted (a long passphrase beats composition rules). */
export const MIN_PASSWORD_LENGTH = 12;

/** Overdue buckets of the collections worklist and the dashboard, in days past due. */
export const OVERDUE_BUCKETS = [
  { id: '1-30', from: 1, to: 30 },
  { id: '31-90', from: 31, to: 90 },
  { id: '91+', from: 91, to: null },
] as const;
export type OverdueBucket = (typeof OVERDUE_BUCKETS)[number]['id'];
export const OVERDUE_BUCKET_IDS = OVERDUE_BUCKETS.map((bucket) => bucket.id) as [
  OverdueBucket,
  ...OverdueBucket[],
];

export const CONTACT_CHANNELS = ['call', 'sms', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/**
 * People recorded on a loan besides the borrower. SEC MC 18 s.2019 s.1(h) lets a collector reach,
 * of the borrower's contacts, only those named as guarantors or co-makers; immediate family only
 * where the lender's setting allows it (off by default, decision 0074).
 */
export const LOAN_PARTY_KINDS = ['guarantor', 'co-maker', 'immediate-family'] as const;
export type LoanPartyKind = (typeof LOAN_PARTY_KINDS)[number];

/** Whom a collector reached: the borrower or one of the loan's recorded parties. */
export const CONTACT_PARTIES = ['borrower', ...LOAN_PARTY_KINDS] as const;
export type ContactParty = (typeof CONTACT_PARTIES)[number];
/** What a contact's `partyId` says when the borrower was reached. */
export const BORROWER_PARTY_ID = 'borrower';

/** Why a contact may not be made now. */
export const CONTACT_REFUSAL_REASONS = [
  'outside-hours',
  'party-not-allowed',
  'not-on-loan',
] as const;
export type ContactRefusalReason = (typeof CONTACT_REFUSAL_REASONS)[number];
/** Why a contact may be made now. */
export const CONTACT_BASES = ['within-hours', 'past-due-waiver', 'borrower-consent'] as const;
export type ContactBasis = (typeof CONTACT_BASES)[number];

export const CONTACT_OUTCOMES = [
  'reached',
  'promise-to-pay',
  'no-answer',
  'refused-to-pay',
  'wrong-number',
  'message-sent',
] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

/**
 * Philippine hours in which a collector may contact anyone (SEC MC 18 s.2019): not before
 * 06:00:00 nor after 22:00:00, both limits inside.
 */
export const CONTACT_HOURS = { from: 6, to: 22 } as const;
/** Past this many days overdue the hours no longer bind (SEC MC 18 s.2019: "more than fifteen"). */
export const CONTACT_HOURS_WAIVED_AFTER_DAYS = 15;

/** Working days customer service has to answer a complaint (the complaint form's promise). */
export const COMPLAINT_REPLY_WORKING_DAYS = 3;
/** A complaint this close to its deadline is "near" on the dashboard. */
export const COMPLAINT_NEAR_DEADLINE_HOURS = 24;

/** The kinds of loan entry (decision 0031 lists the accounts each moves). */
export const LEDGER_ENTRY_TYPES = [
  'disbursement',
  'service_fee',
  'scheduled_interest',
  'penalty',
  'default_interest',
  'repayment',
  'overpayment_credit',
  'credit_applied',
  'rollover',
  'waiver',
  'reversal',
  'refund',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/** The parts of what an order owes that an operator may waive. */
export const WAIVABLE_PARTS = ['penalty', 'defaultInterest', 'interest', 'principal'] as const;
export type WaivablePart = (typeof WAIVABLE_PARTS)[number];

/** The dashboard counts reconciliation exceptions of this many Philippine days back. */
export const RECONCILIATION_DASHBOARD_DAYS = 7;

/** A bearer token's lifetime is chosen when it is made: 90 days unless said, a year at most. */
export const TOKEN_DAYS = { default: 90, max: 365 } as const;
export const TOKEN_STATES = ['live', 'expired', 'revoked'] as const;
