import { amountDueAsOf, balancesAsOf } from './balances.ts';
import { prepaymentAllowed } from './prepayment.ts';
import type { CostCap, LoanState } from './types.ts';

/**
 * What the borrower may pay on `asOf`: the whole balance once prepayment is allowed, else what is
 * due (anything more would be left unapplied), less the credit the loan holds: the credit is
 * applied first (decision 0086).
 */
export function payableAsOf(state: LoanState, asOf: string, cap: CostCap): number {
  return Math.max(0, grossPayableAsOf(state, asOf, cap) - creditHeld(state));
}

/** What may be paid towards the loan on `asOf`, credit not deducted. */
export function grossPayableAsOf(state: LoanState, asOf: string, cap: CostCap): number {
  return prepaymentAllowed(state, asOf).allowed
    ? balancesAsOf(state, asOf, cap).total
    : amountDueAsOf(state, asOf, cap).total;
}

/**
 * The credit a loan holds, never below nothing: a value-dated replay undoes the overpayments after
 * its day but not the refunds (money that left), so mid-replay the fold's credit can fall below 0.
 */
export function creditHeld(state: LoanState): number {
  return Math.max(0, state.credit ?? 0);
}
