import { penaltyChargedAsOf } from './balances.ts';
import { daysBetween } from './calendar.ts';
import { firstUnpaid } from './loan-progress.ts';
import type { CostCap, LoanPhase, LoanState } from './types.ts';

/**
 * Where the loan stands on `asOf`, from its earliest instalment not fully covered: before its
 * due date 'disbursed', on the due date itself 'due', after it 'overdue'. With every instalment
 * covered the loan is 'settled', unless default charges are still unpaid ('overdue').
 */
export function phaseAsOf(loan: LoanState, asOf: string, cap: CostCap): LoanPhase {
  const first = firstUnpaid(loan);
  if (!first) {
    return penaltyChargedAsOf(loan, asOf, cap) > loan.paid.penalty ? 'overdue' : 'settled';
  }
  const days = daysBetween(first.item.dueDate, asOf);
  if (days < 0) return 'disbursed';
  return days === 0 ? 'due' : 'overdue';
}
