/**
 * The credit policy (docs/decisions/0084): configurable rules over the applicant, their history
 * with the lender and the loan applied for, each giving pass, review or reject with its reason.
 * The decision is the strictest result: one reject rejects, else one review sends it to an
 * approver, else it is approved. Pure: the caller reads the facts and records the results.
 */

export type RuleOutcome = 'pass' | 'review' | 'reject';
export type PolicyOutcome = 'approve' | 'review' | 'reject';

export const POLICY_RULES = [
  'age',
  'identity',
  'income',
  'openLoans',
  'pastRepayment',
  'amountLimit',
] as const;
export type PolicyRule = (typeof POLICY_RULES)[number];

/** Why a rule did not pass: a key the borrower's and the approver's words are looked up by. */
export type RuleReason =
  | 'under-minimum-age'
  | 'over-maximum-age'
  | 'duplicate-identity'
  | 'instalment-over-income-share'
  | 'too-many-open-loans'
  | 'loan-overdue-now'
  | 'repaid-late-before'
  | 'amount-over-limit';

export interface RuleResult {
  rule: PolicyRule;
  outcome: RuleOutcome;
  reason: RuleReason | null;
  /** The figures the rule compared, for the approver: never shown to the borrower. */
  detail: string;
}

export interface PolicyDecision {
  outcome: PolicyOutcome;
  rules: RuleResult[];
}

export interface CreditPolicyConfig {
  /** Terms of the loan: 18. Younger on the application date is refused. */
  minAge: number;
  /** Older than this goes to an approver (the term may outlast the working years). */
  reviewFromAge: number;
  /** The loan's monthly repayment may be at most this share of the stated income (basis points). */
  maxInstalmentShareBps: number;
  /** Loans out (released, not settled) an applicant may already have. */
  maxOpenLoans: number;
  /** A settled loan repaid this many days or more after its due date sends the next to review. */
  reviewAfterDaysLate: number;
  /** The largest first loan (minor units). */
  firstLoanLimit: number;
  /** Each loan repaid on time raises the limit by this much (minor units)... */
  repeatStepUp: number;
  /** ...up to this (minor units). */
  repeatLimitCap: number;
}

export const DEFAULT_CREDIT_POLICY: CreditPolicyConfig = {
  minAge: 18,
  reviewFromAge: 65,
  maxInstalmentShareBps: 4_000,
  maxOpenLoans: 0,
  reviewAfterDaysLate: 30,
  firstLoanLimit: 1_000_000,
  repeatStepUp: 500_000,
  repeatLimitCap: 5_000_000,
};

export interface PolicyFacts {
  /** Whole years on the application's Philippine date. */
  age: number;
  /** Stated monthly income (minor units). */
  monthlyIncome: number;
  /** Another account has the same ID number, or the same name and birth date. */
  duplicateIdentity: boolean;
  /** Loans out now (released, not settled), the overdue ones counted too. */
  openLoans: number;
  overdueNow: boolean;
  /** Settled loans, and of those the ones repaid before or within the grace of their due date. */
  settledLoans: number;
  settledOnTime: number;
  /** The most days any settled loan was repaid after its due date (0 when none was late). */
  worstDaysLate: number;
  principal: number;
  totalRepayable: number;
  termDays: number;
}

const DAYS_PER_MONTH = 30;

/** Minor units as the approver reads them (₱1,798.36): the figures of a rule's detail. */
function pesos(minor: number): string {
  const whole = Math.trunc(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `₱${whole}.${String(minor % 100).padStart(2, '0')}`;
}

/** The loan's repayment per 30 days: a loan shorter than a month counts as one month's burden. */
export function monthlyRepayment(totalRepayable: number, termDays: number): number {
  const months = Math.max(1, termDays / DAYS_PER_MONTH);
  return Math.ceil(totalRepayable / months);
}

/** The largest loan the applicant may have now: the first-loan limit, stepped up per on-time loan. */
export function amountLimit(config: CreditPolicyConfig, settledOnTime: number): number {
  const stepped = config.firstLoanLimit + config.repeatStepUp * settledOnTime;
  return Math.min(Math.max(config.firstLoanLimit, stepped), config.repeatLimitCap);
}

const pass = (rule: PolicyRule, detail: string): RuleResult => ({
  rule,
  outcome: 'pass',
  reason: null,
  detail,
});
const fail = (
  rule: PolicyRule,
  outcome: 'review' | 'reject',
  reason: RuleReason,
  detail: string,
): RuleResult => ({ rule, outcome, reason, detail });

function ageRule(c: CreditPolicyConfig, f: PolicyFacts): RuleResult {
  const detail = `age ${f.age}, minimum ${c.minAge}, review from ${c.reviewFromAge}`;
  if (f.age < c.minAge) return fail('age', 'reject', 'under-minimum-age', detail);
  if (f.age >= c.reviewFromAge) return fail('age', 'review', 'over-maximum-age', detail);
  return pass('age', detail);
}

function identityRule(f: PolicyFacts): RuleResult {
  return f.duplicateIdentity
    ? fail('identity', 'review', 'duplicate-identity', 'same ID or name and birth date elsewhere')
    : pass('identity', 'no other account with this identity');
}

function incomeRule(c: CreditPolicyConfig, f: PolicyFacts): RuleResult {
  const monthly = monthlyRepayment(f.totalRepayable, f.termDays);
  const allowed = Math.floor((f.monthlyIncome * c.maxInstalmentShareBps) / 10_000);
  const detail = `monthly repayment ${pesos(monthly)}, ${c.maxInstalmentShareBps / 100}% of income ${pesos(f.monthlyIncome)} is ${pesos(allowed)}`;
  return monthly > allowed
    ? fail('income', 'reject', 'instalment-over-income-share', detail)
    : pass('income', detail);
}

function openLoansRule(c: CreditPolicyConfig, f: PolicyFacts): RuleResult {
  const detail = `${f.openLoans} loan(s) out, at most ${c.maxOpenLoans}${f.overdueNow ? ', one overdue' : ''}`;
  if (f.overdueNow) return fail('openLoans', 'reject', 'loan-overdue-now', detail);
  if (f.openLoans > c.maxOpenLoans) {
    return fail('openLoans', 'reject', 'too-many-open-loans', detail);
  }
  return pass('openLoans', detail);
}

function pastRepaymentRule(c: CreditPolicyConfig, f: PolicyFacts): RuleResult {
  const detail = `${f.settledLoans} repaid, ${f.settledOnTime} on time, worst ${f.worstDaysLate} day(s) late`;
  return f.worstDaysLate >= c.reviewAfterDaysLate
    ? fail('pastRepayment', 'review', 'repaid-late-before', detail)
    : pass('pastRepayment', detail);
}

function amountLimitRule(c: CreditPolicyConfig, f: PolicyFacts): RuleResult {
  const limit = amountLimit(c, f.settledOnTime);
  const kind = f.settledLoans === 0 ? 'first-loan limit' : 'repeat-client limit';
  const detail = `amount ${pesos(f.principal)}, ${kind} ${pesos(limit)}`;
  return f.principal > limit
    ? fail('amountLimit', 'reject', 'amount-over-limit', detail)
    : pass('amountLimit', detail);
}

/** Every rule's result and the decision they make together. */
export function evaluateCreditPolicy(
  config: CreditPolicyConfig,
  facts: PolicyFacts,
): PolicyDecision {
  const rules = [
    ageRule(config, facts),
    identityRule(facts),
    incomeRule(config, facts),
    openLoansRule(config, facts),
    pastRepaymentRule(config, facts),
    amountLimitRule(config, facts),
  ];
  const outcome: PolicyOutcome = rules.some((r) => r.outcome === 'reject')
    ? 'reject'
    : rules.some((r) => r.outcome === 'review')
      ? 'review'
      : 'approve';
  return { outcome, rules };
}

/** Whole years from a 'YYYY-MM-DD' birth date to a 'YYYY-MM-DD' day (29 February: 1 March). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}
