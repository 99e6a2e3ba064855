import { PREPAYMENT_MIN_DAYS_AFTER_RELEASE, PREPAYMENT_MIN_TERM_FRACTION } from '@loan/contract';
import { daysBetween } from './calendar.ts';
import type { LoanState, PrepaymentCheck } from './types.ts';

/**
 * Paying ahead of the schedule is allowed once at least half the term has elapsed (days since
 * release >= termDays * PREPAYMENT_MIN_TERM_FRACTION; 91 days: from day 46) and no earlier than
 * PREPAYMENT_MIN_DAYS_AFTER_RELEASE (7) days after release. The half-term reason comes first.
 */
export function prepaymentAllowed(loan: LoanState, asOf: string): PrepaymentCheck {
  const elapsed = daysBetween(loan.releaseDate, asOf);
  if (elapsed < loan.termDays * PREPAYMENT_MIN_TERM_FRACTION) {
    return { allowed: false, reason: 'halfTerm' };
  }
  if (elapsed < PREPAYMENT_MIN_DAYS_AFTER_RELEASE) return { allowed: false, reason: 'sevenDays' };
  return { allowed: true };
}
