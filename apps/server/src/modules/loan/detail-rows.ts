import type { BrandConfig } from '@loan/contract';
import { formatBps, formatMoney } from '../../lib/money-format.ts';
import type { Quote } from './engine/index.ts';
import type { DefaultCharges, Extension } from './loan-figures.ts';
import { finalDueDate } from './loan-quote.ts';

export interface DetailRow {
  text: string;
  value: string;
}

export function days(n: number): string {
  return `${n} ${n === 1 ? 'day' : 'days'}`;
}

function times(n: number): string {
  return n === 1 ? 'once' : `${n} times`;
}

/**
 * Each default charge as charged over the loan's life, paid, and still owed: a penalty that was
 * paid reads as paid, not as charged again beside the amount due.
 */
export function chargeRows(charges: DefaultCharges, money: (minor: number) => string): DetailRow[] {
  const named = [
    ['One-time penalty', charges.oneTimePenalty],
    ['Default interest', charges.defaultInterest],
  ] as const;
  return named.flatMap(([name, line]) => {
    if (line.charged === 0) return [];
    return [
      { text: `${name} charged`, value: money(line.charged) },
      ...(line.paid > 0 ? [{ text: `${name} paid`, value: money(line.paid) }] : []),
      { text: `${name} owed`, value: money(line.owed) },
    ];
  });
}

/**
 * After a rollover: how often and by how much the loan was extended, and its final due date now
 * when that is not the next due date the page shows already.
 */
export function extensionRows(
  extension: Extension | undefined,
  nextDueDate: string | undefined,
): DetailRow[] {
  if (!extension) return [];
  const extended = {
    text: 'Extended',
    value: `${times(extension.times)}, by ${days(extension.days)}`,
  };
  if (extension.finalDueDate === nextDueDate) return [extended];
  return [extended, { text: 'Final due date', value: extension.finalDueDate }];
}

/** The confirm page's rows: what the borrower gets, pays and when. */
export function quoteRows(q: Quote, brand: BrandConfig): DetailRow[] {
  const money = (minor: number) => formatMoney(minor, brand);
  const rows: DetailRow[] = [
    { text: 'Loan amount', value: money(q.principal) },
    { text: 'Loan term', value: days(q.termDays) },
    { text: 'Service fee', value: money(q.serviceFee) },
    { text: 'Amount you receive', value: money(q.netProceeds) },
    { text: 'Interest', value: money(q.interest) },
    { text: 'Total repayable', value: money(q.totalRepayable) },
  ];
  if (q.periods > 1) {
    rows.push({ text: 'First due date', value: q.firstPayTime });
    rows.push({ text: 'Final due date', value: finalDueDate(q) });
  } else {
    rows.push({ text: 'Due date', value: q.firstPayTime });
  }
  rows.push({ text: 'Effective annual rate', value: formatBps(q.effectiveAnnualRateBps) });
  return rows;
}
