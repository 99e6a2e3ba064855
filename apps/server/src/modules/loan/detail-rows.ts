import type { BrandConfig } from '@loan/contract';
import { formatBps, formatMoney } from '../../lib/money-format.ts';
import type { Quote } from './engine/index.ts';
import { finalDueDate } from './loan-quote.ts';

export interface DetailRow {
  text: string;
  value: string;
}

export function days(n: number): string {
  return `${n} ${n === 1 ? 'day' : 'days'}`;
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
