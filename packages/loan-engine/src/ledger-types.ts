import { LEDGER_ENTRY_TYPES } from '@loan/contract/ops';
import type { LoanStanding } from './loan-standing.ts';
import type { ClientKind, LoanPhase, LoanState, ScheduleItem, TierAmount } from './types.ts';

/** The kinds of loan entry (decision 0031 lists the accounts each moves). */
export const ENTRY_TYPES = LEDGER_ENTRY_TYPES;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** What the engine reads of an entry's details (the rest is for people). */
export interface EntryDetails {
  /** disbursement and rollover: the schedule from then on. */
  schedule?: ScheduleItem[];
  /** default_interest: the last day of the accrual period it books. */
  through?: string;
  from?: string;
  tiers?: TierAmount[];
  /** repayment: 'instalment' or 'rollover'. */
  kind?: string;
  extensionDays?: number;
  newDueDate?: string;
  [key: string]: unknown;
}

/** An entry as the fold needs it; every amount is integer centavos >= 0. */
export interface EntryDraft {
  type: EntryType;
  effectiveOn: string;
  amount: number;
  principal: number;
  interest: number;
  /** The one-time default penalty. */
  penalty: number;
  defaultInterest: number;
  overpayment: number;
  details: EntryDetails;
  /** reversal: the entry it negates. */
  reversesEntryId?: string | null;
  /** A value-date replay's entry: the id of the entry it books again (whose payment it keeps). */
  rebooks?: string;
}

export interface LedgerEntry extends EntryDraft {
  id: string;
  seq: number;
  reversesEntryId: string | null;
  paymentId: string | null;
}

/** What a loan's entries do not say: its product's terms and the borrower's kind. */
export type LoanTerms = Pick<LoanState, 'termDays' | 'periods' | 'dailyInterestBps' | 'clientKind'>;

export interface ComponentFigures {
  charged: number;
  paid: number;
  waived: number;
  owed: number;
}

/** Every figure a screen shows about a released loan, from its entries. */
export interface LoanFigures extends LoanStanding {
  phase: LoanPhase;
  clientKind: ClientKind;
  penalty: ComponentFigures;
  defaultInterest: ComponentFigures & { booked: number; accruing: number };
  interest: ComponentFigures;
  principal: ComponentFigures;
  /** Overpayment credits less what was applied and refunded: what the lender owes the borrower. */
  credit: number;
  /** Credit applied to what the loan owed (counted in paidTotal and the components' paid). */
  creditApplied: number;
  refunded: number;
  /** What clears the loan as of the day. */
  totalOwed: number;
  /** Due now: unpaid default charges and the instalments due by the day. */
  amountDue: number;
  /** Money paid towards charges, interest and principal, credit applied included (waivers not). */
  paidTotal: number;
  /** Money paid beyond what was owed and not applied since (refunds not deducted). */
  paidToCredit: number;
  waivedTotal: number;
  nextDue: { n: number; total: number; dueDate: string; unpaid: number } | undefined;
  rollovers: number;
  schedule: ScheduleItem[];
}

export const NO_PORTIONS = {
  principal: 0,
  interest: 0,
  penalty: 0,
  defaultInterest: 0,
  overpayment: 0,
} as const;
