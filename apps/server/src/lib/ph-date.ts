// Loan days and borrower-facing times are the contract's Philippine time, shared with the web.
export { phDate, phDateCompact, phDateTime } from '@loan/contract';

const PH_OFFSET_MS = 8 * 3_600_000;

/** The start of a Philippine day ('YYYY-MM-DD', UTC+8 all year) as an instant. */
export function phDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - PH_OFFSET_MS);
}
