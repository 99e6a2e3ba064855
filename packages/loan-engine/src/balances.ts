import { defaultFiguresAsOf } from './default-figures.ts';
import { dueBy, scheduledInterest } from './loan-progress.ts';
import { sumOf } from './schedule.ts';
import type { Balances, CostCap, LoanState } from './types.ts';

function balances(penalty: number, interest: number, principal: number): Balances {
  return { penalty, interest, principal, total: penalty + interest + principal };
}

/** Default charges so far (one-time penalty + default interest), after the cap. */
export function penaltyChargedAsOf(loan: LoanState, asOf: string, cap: CostCap): number {
  const figures = defaultFiguresAsOf(loan, asOf, cap);
  return figures.oneTimePenalty + figures.defaultInterest;
}

/** What clears the loan as of `asOf`: unpaid penalty, all unpaid scheduled interest, principal. */
export function balancesAsOf(loan: LoanState, asOf: string, cap: CostCap): Balances {
  const penalty = Math.max(0, penaltyChargedAsOf(loan, asOf, cap) - loan.paid.penalty);
  const interest = Math.max(0, scheduledInterest(loan) - loan.paid.interest);
  return balances(penalty, interest, loan.principal - loan.paid.principal);
}

/**
 * What is due as of `asOf`: unpaid penalty plus the uncovered part of the instalments falling
 * due on or before `asOf`, split into their interest first and the rest principal.
 */
export function amountDueAsOf(loan: LoanState, asOf: string, cap: CostCap): Balances {
  const payoff = balancesAsOf(loan, asOf, cap);
  const due = dueBy(loan, asOf);
  const coverage = loan.paid.interest + loan.paid.principal;
  const dueAmount = Math.max(0, sumOf(due, 'amount') - coverage);
  const dueInterest = Math.min(dueAmount, Math.max(0, sumOf(due, 'interest') - loan.paid.interest));
  const duePrincipal = Math.min(dueAmount - dueInterest, payoff.principal);
  return balances(payoff.penalty, dueInterest, duePrincipal);
}

/** Total cost so far: service fee + scheduled interest + default charges (charged or paid). */
export function totalCostAsOf(loan: LoanState, asOf: string, cap: CostCap): number {
  const penalty = Math.max(penaltyChargedAsOf(loan, asOf, cap), loan.paid.penalty);
  return loan.serviceFee + scheduledInterest(loan) + penalty;
}
