import { COMPLAINT_REPLY_WORKING_DAYS } from '@loan/contract/ops';
import { phDate } from '../../lib/ph-date.ts';

const DAY_MS = 86_400_000;
const PH_OFFSET_MS = 8 * 3_600_000;

/** Saturday and Sunday, or a holiday of the list: no working day in the Philippines. */
export function isPhWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/**
 * When a complaint's reply is due: the end of the third Philippine working day after the day it
 * was filed (filed on Friday: due at midnight ending Wednesday). The filing day itself never
 * counts, so a complaint filed at 23:59 has as long as one filed at 08:00.
 */
export function replyDueAt(filedAt: Date, holidays: ReadonlySet<string>): Date {
  let day = phDate(filedAt);
  let counted = 0;
  while (counted < COMPLAINT_REPLY_WORKING_DAYS) {
    day = nextDay(day);
    if (isPhWorkingDay(day, holidays)) counted += 1;
  }
  return new Date(Date.parse(`${nextDay(day)}T00:00:00Z`) - PH_OFFSET_MS);
}

/** Whole minutes until `due` (negative once it has passed). */
export function minutesUntil(due: Date, now: Date): number {
  return Math.floor((due.getTime() - now.getTime()) / 60_000);
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}
