import { daysBetween } from './calendar.ts';
import { capAmount } from './cost-cap.ts';
import { EngineError } from './errors.ts';
import { assertMoney } from './money.ts';
import { sumOf } from './schedule.ts';
import type { CostCap, LoanState, ScheduleItem } from './types.ts';

/**
 * Which instalments a loan's payments cover. Payments cover instalments in order, by the sum
 * of interest and principal paid (how a payment was split between the two does not matter).
 */
export interface InstalmentProgress {
  index: number;
  item: ScheduleItem;
  /** Part of the instalment's amount not yet covered by payments. */
  unpaid: number;
}

export function validateLoan(loan: LoanState): void {
  assertMoney(loan.principal, 'principal');
  assertMoney(loan.serviceFee, 'serviceFee');
  assertMoney(loan.paid.penalty, 'paid.penalty');
  assertMoney(loan.paid.interest, 'paid.interest');
  assertMoney(loan.paid.principal, 'paid.principal');
  assertMoney(loan.defaultInterestCarried ?? 0, 'defaultInterestCarried');
  if (loan.schedule.length === 0) throw new EngineError('invalidLoan', 'the schedule is empty');
  if (loan.paid.principal > loan.principal) {
    throw new EngineError('invalidLoan', 'more principal paid than lent');
  }
}

export function instalmentProgress(loan: LoanState): InstalmentProgress[] {
  validateLoan(loan);
  let coverage = loan.paid.interest + loan.paid.principal;
  return loan.schedule.map((item, index) => {
    const covered = Math.min(coverage, item.amount);
    coverage -= covered;
    return { index, item, unpaid: item.amount - covered };
  });
}

/** The earliest instalment not fully covered, or undefined when all are. */
export function firstUnpaid(loan: LoanState): InstalmentProgress | undefined {
  return instalmentProgress(loan).find((p) => p.unpaid > 0);
}

/** Instalments falling due on or before `asOf`. */
export function dueBy(loan: LoanState, asOf: string): ScheduleItem[] {
  return loan.schedule.filter((item) => daysBetween(item.dueDate, asOf) >= 0);
}

export function scheduledInterest(loan: LoanState): number {
  return sumOf(loan.schedule, 'interest');
}

/** What the cap leaves for default penalty and default interest (never negative). */
export function penaltyRoom(loan: LoanState, cap: CostCap): number {
  const limit = capAmount(loan.principal, cap);
  return Math.max(0, limit - loan.serviceFee - scheduledInterest(loan));
}

export function periodDaysOf(loan: LoanState): number {
  const days = loan.termDays / loan.periods;
  if (!Number.isSafeInteger(days) || days < 1) {
    throw new EngineError('invalidPeriods', `periods must divide the term: ${loan.periods}`);
  }
  return days;
}
