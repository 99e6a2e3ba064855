import { daysBetween } from './calendar.ts';
import { BPS } from './money.ts';
import type { ScheduleItem } from './types.ts';

const DAYS_PER_YEAR = 365;
const ITERATIONS = 200;

function presentValue(schedule: readonly ScheduleItem[], days: number[], dailyRate: number) {
  return schedule.reduce((pv, item, i) => pv + item.amount / (1 + dailyRate) ** (days[i] ?? 0), 0);
}

/**
 * Effective annual rate for the disclosure (BSP Circular 730's EIR): the daily rate r that
 * discounts the instalments to the net proceeds (an IRR, found by bisection), compounded over
 * 365 days: (1 + r)^365 - 1, in basis points rounded to the nearest bps. A rate, not money, so
 * floating point is fine here; the result is capped at the largest safe integer.
 */
export function effectiveAnnualRateBps(
  netProceeds: number,
  schedule: readonly ScheduleItem[],
  releaseDate: string,
): number {
  const days = schedule.map((item) => daysBetween(releaseDate, item.dueDate));
  const excess = (rate: number) => presentValue(schedule, days, rate) - netProceeds;
  if (netProceeds <= 0 || excess(0) <= 0) return 0;
  let low = 0;
  let high = 0.01;
  while (excess(high) > 0 && high < 1e6) high *= 2;
  for (let i = 0; i < ITERATIONS && high - low > 1e-15; i++) {
    const mid = (low + high) / 2;
    if (excess(mid) > 0) low = mid;
    else high = mid;
  }
  const annual = ((1 + (low + high) / 2) ** DAYS_PER_YEAR - 1) * BPS;
  return Number.isFinite(annual)
    ? Math.min(Math.round(annual), Number.MAX_SAFE_INTEGER)
    : Number.MAX_SAFE_INTEGER;
}
