/**
 * Types of the loan engine. Money is always an integer number of minor units (centavos) that
 * is a safe integer; rates are integer basis points (1 bps = 0.01 %); dates are Philippine
 * calendar days as 'YYYY-MM-DD' strings. See docs/decisions/0009-loan-engine-money-and-rounding.md.
 */

export interface ProductPricing {
  /** LOAN_TERM_MIN_DAYS..LOAN_TERM_MAX_DAYS (91..365). */
  termDays: number;
  /** Instalments, >= 1; termDays must be divisible by periods (period = termDays / periods days). */
  periods: number;
  /** Regular interest per day on outstanding principal, in basis points (5 = 0.05 %/day). */
  dailyInterestBps: number;
  /** One-time fee on principal, deducted from proceeds at release, in basis points. */
  serviceFeeBps: number;
  /** Minor units; a valid amount is minAmount + k * amountStep, k >= 0, <= maxAmount. */
  minAmount: number;
  maxAmount: number;
  amountStep: number;
}

/** Total cost (fees + interest + default penalty + default interest) <= this share of principal. */
export interface CostCap {
  totalCostCapBps: number;
}

export interface ScheduleItem {
  /** 1-based instalment number. */
  n: number;
  /** Number of instalments in the schedule (for an 'n / total' label). */
  total: number;
  dueDate: string;
  principal: number;
  interest: number;
  /** principal + interest. */
  amount: number;
}

export interface Quote {
  principal: number;
  termDays: number;
  periods: number;
  termUnit: 'day';
  serviceFee: number;
  /** principal - serviceFee: what the borrower receives. */
  netProceeds: number;
  /** Sum of the schedule's interest. */
  interest: number;
  /** principal + interest: sum of the schedule's amounts. */
  totalRepayable: number;
  /** serviceFee + interest. */
  totalCost: number;
  schedule: ScheduleItem[];
  /** Due date of the first instalment. */
  firstPayTime: string;
  /** Days from release to the first due date (the period length). */
  firstPeriodDay: number;
  /** Effective annual rate: IRR of the cash flows, compounded over 365 days (see the ADR). */
  effectiveAnnualRateBps: number;
  /** Added: the release date the quote was computed for, and the pricing's daily interest. */
  releaseDate: string;
  dailyInterestBps: number;
}

export type ClientKind = 'new' | 'repeat';

/** What the engine needs about a disbursed loan. */
export interface LoanState {
  principal: number;
  releaseDate: string;
  termDays: number;
  periods: number;
  dailyInterestBps: number;
  serviceFee: number;
  schedule: ScheduleItem[];
  clientKind: ClientKind;
  /** Cumulative amounts already allocated. */
  paid: { penalty: number; interest: number; principal: number };
  /** The one-time default penalty has been charged (it is charged once, never again). */
  penaltyCharged: boolean;
  rollovers: number;
  /**
   * Added (optional, default 0 / none): default interest frozen at earlier payments or rollovers,
   * and the day through which it was frozen. applyPayment and applyRollover maintain them; later
   * default interest accrues only for default days after that day, on the amount then unpaid.
   */
  defaultInterestCarried?: number;
  defaultAccruedThrough?: string;
  /**
   * Money the borrower already paid and the loan has not yet used (overpayments less what was
   * applied and refunded): what they are asked to pay is net of it (decision 0086).
   */
  credit?: number;
}

/** Outstanding now (what clears the loan). */
export interface Balances {
  penalty: number;
  interest: number;
  principal: number;
  total: number;
}

export interface TierAmount {
  /** Default days counted in this tier: fromDay..toDay inclusive (days = toDay - fromDay + 1). */
  fromDay: number;
  toDay: number;
  percent: number;
  days: number;
  amount: number;
}

export interface DefaultFigures {
  /** Days past the due date of the earliest unpaid instalment (day after due date = 1). */
  daysOverdue: number;
  oneTimePenalty: number;
  /** All default interest: carried (frozen earlier) plus the current accrual in tierBreakdown. */
  defaultInterest: number;
  tierBreakdown: TierAmount[];
  /** True when the cap reduced any figure. */
  capped: boolean;
  /** Added: the carried part of defaultInterest. */
  defaultInterestCarried: number;
}

/** Maps to order statuses 170, 174, 180, 200 (the caller maps). */
export type LoanPhase = 'disbursed' | 'due' | 'overdue' | 'settled';

export interface Allocation {
  penalty: number;
  interest: number;
  principal: number;
  /** Overpayment; penalty + interest + principal + unapplied = amount. */
  unapplied: number;
}

export interface PrepaymentCheck {
  allowed: boolean;
  reason?: 'halfTerm' | 'sevenDays';
}

export interface RolloverQuote {
  /** penaltyDue + interestDue: what the rollover costs. */
  amountDue: number;
  /** What the borrower pays for it: amountDue less the loan's credit, applied first. */
  toPay: number;
  interestDue: number;
  penaltyDue: number;
  /** New due date of the earliest unpaid instalment. */
  newDueDate: string;
  /** Days every unpaid instalment moves (one period, plus the days overdue if any). */
  extensionDays: number;
  /** Added: interest of the extra period, added to the earliest unpaid instalment. */
  extensionInterest: number;
}

export interface PaymentResult {
  loan: LoanState;
  allocation: Allocation;
}
