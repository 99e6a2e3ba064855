import type { BrandConfig, Locale } from '@loan/contract';
import { finalDueDate, type Quote } from '@loan/loan-engine';
import { formatBps, formatMoney } from '../../lib/money-format.ts';
import type { DefaultCharges, Extension } from '../order/loan-figures.ts';
import { LOAN_WORDS } from './loan-words.ts';

export interface DetailRow {
  text: string;
  value: string;
}

export function days(n: number, lang: Locale = 'en'): string {
  return LOAN_WORDS[lang].days(n);
}

/**
 * Each default charge as charged over the loan's life, paid, and still owed: a penalty that was
 * paid reads as paid, not as charged again beside the amount due.
 */
export function chargeRows(
  charges: DefaultCharges,
  money: (minor: number) => string,
  lang: Locale = 'en',
): DetailRow[] {
  const words = LOAN_WORDS[lang];
  const named = [
    [words.charge.oneTimePenalty, charges.oneTimePenalty],
    [words.charge.defaultInterest, charges.defaultInterest],
  ] as const;
  return named.flatMap(([name, line]) => {
    if (line.charged === 0) return [];
    return [
      { text: words.charged(name), value: money(line.charged) },
      ...(line.paid > 0 ? [{ text: words.chargePaid(name), value: money(line.paid) }] : []),
      { text: words.chargeOwed(name), value: money(line.owed) },
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
  lang: Locale = 'en',
): DetailRow[] {
  if (!extension) return [];
  const words = LOAN_WORDS[lang];
  const extended = {
    text: words.row.extended,
    value: words.extendedBy(words.times(extension.times), words.days(extension.days)),
  };
  if (extension.finalDueDate === nextDueDate) return [extended];
  return [extended, { text: words.row.finalDueDate, value: extension.finalDueDate }];
}

/** The confirm page's rows: what the borrower gets, pays and when. */
export function quoteRows(q: Quote, brand: BrandConfig, lang: Locale = 'en'): DetailRow[] {
  const money = (minor: number) => formatMoney(minor, brand);
  const { row, days: inDays } = LOAN_WORDS[lang];
  const rows: DetailRow[] = [
    { text: row.loanAmount, value: money(q.principal) },
    { text: row.loanTerm, value: inDays(q.termDays) },
    { text: row.serviceFee, value: money(q.serviceFee) },
    { text: row.amountYouReceive, value: money(q.netProceeds) },
    { text: row.interest, value: money(q.interest) },
    { text: row.totalRepayable, value: money(q.totalRepayable) },
  ];
  if (q.periods > 1) {
    rows.push({ text: row.firstDueDate, value: q.firstPayTime });
    rows.push({ text: row.finalDueDate, value: finalDueDate(q) });
  } else {
    rows.push({ text: row.dueDate, value: q.firstPayTime });
  }
  rows.push({ text: row.effectiveAnnualRate, value: formatBps(q.effectiveAnnualRateBps) });
  return rows;
}
