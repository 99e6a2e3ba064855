import { addDays } from './calendar.ts';
import { BPS, mulDivHalfUp } from './money.ts';
import type { ScheduleItem } from './types.ts';

export interface ScheduleInput {
  principal: number;
  periods: number;
  periodDays: number;
  dailyInterestBps: number;
  releaseDate: string;
}

/**
 * Equal principal instalments (the remainder on the last one); each instalment's interest is
 * the daily rate on the principal outstanding during its period, for the period's days, rounded
 * once. Instalment n falls due n periods after release.
 */
export function buildSchedule(input: ScheduleInput): ScheduleItem[] {
  const { principal, periods, periodDays, dailyInterestBps, releaseDate } = input;
  const base = Math.floor(principal / periods);
  const items: ScheduleItem[] = [];
  let outstanding = principal;
  for (let n = 1; n <= periods; n++) {
    const part = n === periods ? outstanding : base;
    const interest = mulDivHalfUp(outstanding, dailyInterestBps * periodDays, BPS);
    items.push({
      n,
      total: periods,
      dueDate: addDays(releaseDate, n * periodDays),
      principal: part,
      interest,
      amount: part + interest,
    });
    outstanding -= part;
  }
  return items;
}

export function sumOf(items: readonly ScheduleItem[], key: 'principal' | 'interest' | 'amount') {
  return items.reduce((sum, item) => sum + item[key], 0);
}
