import { amountDueAsOf, balancesAsOf } from './balances.ts';
import { prepaymentAllowed } from './prepayment.ts';
import type { CostCap, LoanState } from './types.ts';

/**
 * What the borrower may pay on `asOf`: the whole balance once prepayment is allowed, else what is
 * due (anything more would be left unapplied).
 */
export function payableAsOf(state: LoanState, asOf: string, cap: CostCap): number {
  return prepaymentAllowed(state, asOf).allowed
    ? balancesAsOf(state, asOf, cap).total
    : amountDueAsOf(state, asOf, cap).total;
}
