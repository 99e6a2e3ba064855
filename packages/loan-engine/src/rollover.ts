import { amountDueAsOf } from './balances.ts';
import { addDays, daysBetween, laterOf } from './calendar.ts';
import { capAmount } from './cost-cap.ts';
import { defaultFiguresAsOf } from './default-figures.ts';
import { EngineError } from './errors.ts';
import { firstUnpaid, periodDaysOf, scheduledInterest } from './loan-progress.ts';
import { BPS, mulDivHalfUp } from './money.ts';
import { creditHeld } from './payable.ts';
import { freezeDefaults } from './payment.ts';
import { phaseAsOf } from './phase.ts';
import type { CostCap, LoanState, RolloverQuote } from './types.ts';

/**
 * Prolongation, offered when the loan is due or overdue: pay all unpaid penalty and the interest
 * of the instalments due, and every unpaid instalment moves so that the earliest falls due one
 * period (termDays / periods) after its due date, or after `asOf` if that is later. The extra
 * period's interest (daily rate on the unpaid principal, for one period) is added to the earliest
 * unpaid instalment, cut so that the total cost stays within the cap.
 */
export function rolloverQuote(loan: LoanState, asOf: string, cap: CostCap): RolloverQuote {
  const phase = phaseAsOf(loan, asOf, cap);
  const first = firstUnpaid(loan);
  if ((phase !== 'due' && phase !== 'overdue') || !first) {
    throw new EngineError('rolloverNotAvailable', `no rollover for a loan that is ${phase}`);
  }
  const due = amountDueAsOf(loan, asOf, cap);
  const periodDays = periodDaysOf(loan);
  const oldDue = first.item.dueDate;
  const newDueDate = addDays(laterOf(oldDue, asOf), periodDays);
  const figures = defaultFiguresAsOf(loan, asOf, cap);
  const penalty = Math.max(figures.oneTimePenalty + figures.defaultInterest, loan.paid.penalty);
  const charged = loan.serviceFee + scheduledInterest(loan) + penalty;
  const room = Math.max(0, capAmount(loan.principal, cap) - charged);
  const unpaidPrincipal = loan.principal - loan.paid.principal;
  const interest = mulDivHalfUp(unpaidPrincipal, loan.dailyInterestBps * periodDays, BPS);
  const amountDue = due.penalty + due.interest;
  return {
    amountDue,
    toPay: Math.max(0, amountDue - creditHeld(loan)),
    interestDue: due.interest,
    penaltyDue: due.penalty,
    newDueDate,
    extensionDays: daysBetween(oldDue, newDueDate),
    extensionInterest: Math.min(interest, room),
  };
}

/** The loan after the rollover payment (rolloverQuote's amountDue) on `asOf`. */
export function applyRollover(loan: LoanState, asOf: string, cap: CostCap): LoanState {
  const q = rolloverQuote(loan, asOf, cap);
  const firstIndex = firstUnpaid(loan)!.index;
  const frozen = freezeDefaults(loan, asOf, defaultFiguresAsOf(loan, asOf, cap));
  const schedule = loan.schedule.map((item, i) => {
    if (i < firstIndex) return { ...item };
    const interest = item.interest + (i === firstIndex ? q.extensionInterest : 0);
    const dueDate = addDays(item.dueDate, q.extensionDays);
    return { ...item, dueDate, interest, amount: item.principal + interest };
  });
  const paid = {
    penalty: loan.paid.penalty + q.penaltyDue,
    interest: loan.paid.interest + q.interestDue,
    principal: loan.paid.principal,
  };
  return { ...frozen, schedule, paid, rollovers: loan.rollovers + 1 };
}
