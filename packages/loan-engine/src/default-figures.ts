import { DEFAULT_PENALTY_NEW_CLIENT, DEFAULT_PENALTY_REPEAT_CLIENT } from '@loan/contract';
import { assertDate, daysBetween } from './calendar.ts';
import { accruedTiers, clampTiers } from './default-tiers.ts';
import { instalmentProgress, penaltyRoom } from './loan-progress.ts';
import { toMinor } from './money.ts';
import type { ClientKind, CostCap, DefaultFigures, LoanState } from './types.ts';

export function oneTimePenaltyFor(kind: ClientKind): number {
  return toMinor(kind === 'new' ? DEFAULT_PENALTY_NEW_CLIENT : DEFAULT_PENALTY_REPEAT_CLIENT);
}

/**
 * The loan terms' default charges as of `asOf`, cumulative over the loan's life: the one-time
 * penalty (once the loan has been in default), the default interest carried from earlier
 * payments and rollovers, and the interest accrued since on each overdue instalment's unpaid
 * part. The cap room (cap - fee - scheduled interest) is filled in that order; what does not
 * fit is not charged.
 */
export function defaultFiguresAsOf(loan: LoanState, asOf: string, cap: CostCap): DefaultFigures {
  assertDate(asOf);
  const progress = instalmentProgress(loan);
  const overdue = progress.filter((p) => p.unpaid > 0 && daysBetween(p.item.dueDate, asOf) > 0);
  const earliest = progress.find((p) => p.unpaid > 0);
  const daysOverdue = earliest ? Math.max(0, daysBetween(earliest.item.dueDate, asOf)) : 0;

  let room = penaltyRoom(loan, cap);
  const fullPenalty =
    loan.penaltyCharged || daysOverdue > 0 ? oneTimePenaltyFor(loan.clientKind) : 0;
  const oneTimePenalty = Math.min(fullPenalty, room);
  room -= oneTimePenalty;
  const fullCarried = loan.defaultInterestCarried ?? 0;
  const carried = Math.min(fullCarried, room);
  room -= carried;
  const raw = accruedTiers(overdue, asOf, loan.defaultAccruedThrough);
  const tierBreakdown = clampTiers(raw, room);
  const rawSum = raw.reduce((sum, t) => sum + t.amount, 0);
  const accrued = tierBreakdown.reduce((sum, t) => sum + t.amount, 0);
  return {
    daysOverdue,
    oneTimePenalty,
    defaultInterest: carried + accrued,
    tierBreakdown,
    capped: oneTimePenalty < fullPenalty || carried < fullCarried || accrued < rawSum,
    defaultInterestCarried: carried,
  };
}
