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
import { listUserOrderRows, updateOrderRow } from './order.repository.ts';
import { BORROWED_STATUSES, LOAN_OUT_STATUSES, type Order, toOrder } from './order.ts';

/** The borrower's history with the lender, as the credit policy reads it. */
async function historyFacts(
  db: Db,
  order: Order,
  overdue: (order: Order) => boolean,
): Promise<Omit<PolicyFacts, keyof ApplicantFacts | 'principal' | 'totalRepayable' | 'termDays'>> {
  const others = (await listUserOrderRows(db, order.userId, BORROWED_STATUSES))
    .map(toOrder)
    .filter((other) => other.id !== order.id);
  const out = others.filter((other) => LOAN_OUT_STATUSES.includes(other.status));
  const settled = others.filter((other) => other.status === ORDER_STATUS.settled);
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

/** The policy's answer on an application, from the applicant's facts and their history. */
export async function policyDecisionOf(
  db: Db,
  deps: LoanDeps,
  order: Order,
  applicant: ApplicantFacts,
  overdue: (order: Order) => boolean,
): Promise<PolicyDecision> {
  const history = await historyFacts(db, order, overdue);
  return evaluateCreditPolicy(deps.config.creditPolicy, {
    ...applicant,
    ...history,
    principal: order.principal,
    totalRepayable: order.totalRepayable,
    termDays: order.pricing.termDays,
  });
}

/** Keeps the policy's answer and every rule's result on the application. */
export async function recordPolicyDecision(
  tx: Db,
  order: Order,
  decision: PolicyDecision,
): Promise<void> {
  await updateOrderRow(tx, order.id, {
    policy_outcome: decision.outcome,
    policy_rules: JSON.stringify(decision.rules),
  });
}

/** What the policy says now, or a rejection naming the terms' eligibility it fails. */
export async function currentPolicyDecision(
  tx: Db,
  deps: LoanDeps,
  order: Order,
  today: string,
  overdue: (order: Order) => boolean,
): Promise<PolicyDecision | { ineligible: string }> {
  try {
    const applicant = await eligibleApplicant(tx, order.userId, today);
    return await policyDecisionOf(tx, deps, order, applicant, overdue);
  } catch (error) {
    if (error instanceof AppError) return { ineligible: error.message };
    throw error;
  }
}

/** The event note of a decision: the outcome and the rules that did not pass, in words. */
export function policyNote(decision: PolicyDecision): string {
  const failed = decision.rules.filter((rule) => rule.outcome !== 'pass');
  const why = failed.map((rule) => `${rule.rule} ${rule.outcome} (${rule.reason}: ${rule.detail})`);
  return `credit policy: ${decision.outcome}${why.length ? `; ${why.join('; ')}` : '; every rule passed'}`;
}
