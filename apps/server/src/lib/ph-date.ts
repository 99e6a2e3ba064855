import { addDays, daysBetween } from '@loan/loan-engine';

// Loan days and borrower-facing times are the contract's Philippine time, shared with the web.
export { phDate, phDateCompact, phDateTime } from '@loan/contract';

const PH_OFFSET_MS = 8 * 3_600_000;

/** The start of a Philippine day ('YYYY-MM-DD', UTC+8 all year) as an instant. */
export function phDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - PH_OFFSET_MS);
}

/** The longest range of days a CSV export covers. */
export const MAX_RANGE_DAYS = 366;

/** Philippine days [from, to] as instants, or why not: at most a year, `to` not before `from`. */
export function philippineDays(from: string, to: string): { from: Date; to: Date } | string {
  const days = daysBetween(from, to) + 1;
  if (days < 1) return 'the range ends before it starts';
  if (days > MAX_RANGE_DAYS)
    return `the range is longer than a year (${MAX_RANGE_DAYS} days at most)`;
  return { from: phDayStart(from), to: phDayStart(addDays(to, 1)) };
}
