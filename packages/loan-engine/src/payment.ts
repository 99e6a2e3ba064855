import { allocatePayment } from './allocation.ts';
import { amountDueAsOf, balancesAsOf } from './balances.ts';
import { daysBetween } from './calendar.ts';
import { defaultFiguresAsOf } from './default-figures.ts';
import { prepaymentAllowed } from './prepayment.ts';
import type { CostCap, DefaultFigures, LoanState, PaymentResult } from './types.ts';

/** Freezes the default charges at `asOf`: later default interest accrues only after that day. */
export function freezeDefaults(loan: LoanState, asOf: string, f: DefaultFigures): LoanState {
  const through = loan.defaultAccruedThrough;
  const later = through && daysBetween(through, asOf) < 0 ? through : asOf;
  return {
    ...loan,
    penaltyCharged: loan.penaltyCharged || f.daysOverdue > 0,
    defaultInterestCarried: f.defaultInterest,
    defaultAccruedThrough: later,
  };
}

/**
 * Applies a payment received on `asOf`: allocated over the whole balance when prepayment is
 * allowed, else over what is due (the rest is unapplied, for the caller to refund or refuse).
 * The default charges accrued so far are frozen first, so that the payment lowers only the
 * default interest of the days after it.
 */
export function applyPayment(
  loan: LoanState,
  asOf: string,
  amount: number,
  cap: CostCap,
): PaymentResult {
  const target = prepaymentAllowed(loan, asOf).allowed
    ? balancesAsOf(loan, asOf, cap)
    : amountDueAsOf(loan, asOf, cap);
  const allocation = allocatePayment(target, amount);
  const frozen = freezeDefaults(loan, asOf, defaultFiguresAsOf(loan, asOf, cap));
  const paid = {
    penalty: loan.paid.penalty + allocation.penalty,
    interest: loan.paid.interest + allocation.interest,
    principal: loan.paid.principal + allocation.principal,
  };
  return { loan: { ...frozen, paid }, allocation };
}
