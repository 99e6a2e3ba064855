import { DEFAULT_DAILY_INTEREST_TIERS } from '@loan/contract';
import { daysBetween } from './calendar.ts';
import type { InstalmentProgress } from './loan-progress.ts';
import { mulDivHalfUp } from './money.ts';
import type { TierAmount } from './types.ts';

const PERCENT = 100;

/** Default days first..last (1 = the day after the due date) that fall in each tier. */
function tierDays(first: number, last: number) {
  return DEFAULT_DAILY_INTEREST_TIERS.map((tier) => {
    const from = Math.max(first, tier.fromDay);
    const to = Math.min(last, tier.toDay ?? last);
    return { percent: tier.percent, from, to, days: Math.max(0, to - from + 1) };
  });
}

/**
 * Default interest accrued (before the cap) on each overdue instalment's unpaid part: the tier's
 * percent per day of default, for each day of default after `accruedThrough` (if any) up to
 * `asOf`. One amount per instalment and tier, rounded once; a tier's amount is their sum and its
 * day range spans them (for a single overdue instalment, exactly its days in the tier).
 */
export function accruedTiers(
  overdue: readonly InstalmentProgress[],
  asOf: string,
  accruedThrough: string | undefined,
): TierAmount[] {
  const byTier = new Map<number, TierAmount>();
  for (const { item, unpaid } of overdue) {
    const last = daysBetween(item.dueDate, asOf);
    const first = accruedThrough ? Math.max(1, daysBetween(item.dueDate, accruedThrough) + 1) : 1;
    tierDays(first, last).forEach((t, i) => {
      if (t.days === 0 || unpaid === 0) return;
      const amount = mulDivHalfUp(unpaid, t.percent * t.days, PERCENT);
      const seen = byTier.get(i);
      const fromDay = Math.min(seen?.fromDay ?? t.from, t.from);
      const toDay = Math.max(seen?.toDay ?? t.to, t.to);
      const sum = (seen?.amount ?? 0) + amount;
      byTier.set(i, { fromDay, toDay, percent: t.percent, days: toDay - fromDay + 1, amount: sum });
    });
  }
  return [...byTier.entries()].sort(([a], [b]) => a - b).map(([, tier]) => tier);
}

/** Cuts tier amounts, in tier order, so that they sum to at most `room`. */
export function clampTiers(tiers: readonly TierAmount[], room: number): TierAmount[] {
  let left = room;
  return tiers.map((tier) => {
    const amount = Math.min(tier.amount, left);
    left -= amount;
    return { ...tier, amount };
  });
}
