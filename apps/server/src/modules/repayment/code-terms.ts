import type { PaymentKind } from '@loan/contract';
import {
  addDays,
  balancesAsOf,
  type CostCap,
  EngineError,
  instalmentProgress,
  type LoanState,
  rolloverQuote,
} from '@loan/loan-engine';
import { phDayStart } from '../../lib/ph-date.ts';
import { payableAsOf } from '../payments/payable.ts';

/**
 * When a pay code stops being payable: at the provider's usual expiry, or earlier at the start of
 * the first Philippine day on which what the loan owes or what may be paid is no longer what it
 * is today (the day after the due date, the next accrual of default interest), so a code never
 * outlives its amount.
 */
export function codeDeadline(
  state: LoanState,
  today: string,
  cap: CostCap,
  kind: PaymentKind,
  usualExpiry: Date,
): Date {
  const owedToday = owedOn(state, today, cap, kind);
  for (let day = addDays(today, 1); phDayStart(day) < usualExpiry; day = addDays(day, 1)) {
    if (owedOn(state, day, cap, kind) !== owedToday) return phDayStart(day);
  }
  return usualExpiry;
}

function owedOn(state: LoanState, day: string, cap: CostCap, kind: PaymentKind): string {
  if (kind === 'rollover') {
    try {
      return `rollover ${rolloverQuote(state, day, cap).toPay}`;
    } catch (error) {
      if (error instanceof EngineError) return 'no rollover';
      throw error;
    }
  }
  return `${balancesAsOf(state, day, cap).total} ${payableAsOf(state, day, cap)}`;
}

/**
 * What a code's amount does when paid today, as the code page says it (`clears` of its address):
 * `loan` clears the loan, `rollover` rolls it over, `instalments:<from>:<to>:<of>` pays those
 * instalments, `part:<left>` pays part and leaves `left` centavos owed.
 */
export function whatCodeClears(
  state: LoanState,
  today: string,
  cap: CostCap,
  kind: PaymentKind,
  amount: number,
): string {
  if (kind === 'rollover') return 'rollover';
  const balance = balancesAsOf(state, today, cap);
  if (amount >= balance.total) return 'loan';
  const progress = instalmentProgress(state);
  let coverage = amount - balance.penalty;
  let from: number | undefined;
  let to: number | undefined;
  for (const { index, unpaid } of progress) {
    if (unpaid === 0) continue;
    if (coverage < unpaid) break;
    coverage -= unpaid;
    from ??= index + 1;
    to = index + 1;
  }
  if (from === undefined || to === undefined || progress.length === 1) {
    return `part:${balance.total - amount}`;
  }
  return `instalments:${from}:${to}:${progress.length}`;
}
