import { ORDER_STATUS } from '@loan/contract';
import {
  daysBetween,
  evaluateCreditPolicy,
  type PolicyDecision,
  type PolicyFacts,
} from '@loan/loan-engine';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { phDate } from '../../lib/ph-date.ts';
import { type ApplicantFacts, eligibleApplicant } from '../applicant/applicant.service.ts';
import type { LoanDeps } from './loan-deps.ts';
import { listUserOrderRows } from './order.repository.ts';
import { BORROWED_STATUSES, LOAN_OUT_STATUSES, type Order, toOrder } from './order.ts';

type HistoryFacts = Pick<
  PolicyFacts,
  'openLoans' | 'overdueNow' | 'settledLoans' | 'settledOnTime' | 'worstDaysLate'
>;

/** The loan applied for, as the policy weighs it. */
export type AppliedLoan = Pick<PolicyFacts, 'principal' | 'totalRepayable' | 'termDays'>;

/** The borrower's history with the lender from their orders (the application itself left out). */
export function historyFacts(
  orders: readonly Order[],
  overdue: (order: Order) => boolean,
): HistoryFacts {
  const out = orders.filter((other) => LOAN_OUT_STATUSES.includes(other.status));
  const settled = orders.filter((other) => other.status === ORDER_STATUS.settled);
  const daysLate = settled.map((loan) =>
    loan.dueDate && loan.settledAt
      ? Math.max(0, daysBetween(loan.dueDate, phDate(loan.settledAt)))
      : 0,
  );
  return {
    openLoans: out.length,
    overdueNow: out.some(overdue),
    settledLoans: settled.length,
    settledOnTime: daysLate.filter((days) => days === 0).length,
    worstDaysLate: Math.max(0, ...daysLate),
  };
}

/** The policy's answer on an application from the applicant, their history and the loan. */
export function policyDecisionFor(
  deps: Pick<LoanDeps, 'config'>,
  applicant: ApplicantFacts,
  history: HistoryFacts,
  loan: AppliedLoan,
): PolicyDecision {
  return evaluateCreditPolicy(deps.config.creditPolicy, { ...applicant, ...history, ...loan });
}

/** The columns that keep the policy's answer and every rule's result on the application. */
export function policyColumns(decision: PolicyDecision) {
  return { policy_outcome: decision.outcome, policy_rules: JSON.stringify(decision.rules) };
}

const appliedLoanOf = (order: Order): AppliedLoan => ({
  principal: order.principal,
  totalRepayable: order.totalRepayable,
  termDays: order.pricing.termDays,
});

/** What the policy says now on an application, or the terms' eligibility it fails. */
export async function currentPolicyDecision(
  tx: Db,
  deps: LoanDeps,
  order: Order,
  today: string,
  overdue: (order: Order) => boolean,
): Promise<PolicyDecision | { ineligible: string }> {
  let applicant: ApplicantFacts;
  try {
    applicant = await eligibleApplicant(tx, order.userId, today);
  } catch (error) {
    if (error instanceof AppError) return { ineligible: error.message };
    throw error;
  }
  const others = (await listUserOrderRows(tx, order.userId, BORROWED_STATUSES))
    .map(toOrder)
    .filter((other) => other.id !== order.id);
  return policyDecisionFor(deps, applicant, historyFacts(others, overdue), appliedLoanOf(order));
}

/** The event note of a decision: the outcome and the rules that did not pass, in words. */
export function policyNote(decision: PolicyDecision): string {
  const failed = decision.rules.filter((rule) => rule.outcome !== 'pass');
  const why = failed.map((rule) => `${rule.rule} ${rule.outcome} (${rule.reason}: ${rule.detail})`);
  return `credit policy: ${decision.outcome}${why.length ? `; ${why.join('; ')}` : '; every rule passed'}`;
}
