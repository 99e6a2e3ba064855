import {
  amountDueAsOf,
  balancesAsOf,
  type CostCap,
  type LoanState,
  prepaymentAllowed,
} from '@loan/loan-engine';

/**
 * What the borrower may pay today: the whole balance once prepayment is allowed, else what is
 * due (the engine would leave anything more unapplied).
 */
export function payableAsOf(state: LoanState, today: string, cap: CostCap): number {
  return prepaymentAllowed(state, today).allowed
    ? balancesAsOf(state, today, cap).total
    : amountDueAsOf(state, today, cap).total;
}
