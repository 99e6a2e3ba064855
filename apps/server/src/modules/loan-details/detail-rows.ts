import type { BrandConfig, Locale } from '@loan/contract';
import { type Extension, finalDueDate, type LoanFigures, type Quote } from '@loan/loan-engine';
import { formatBps, formatMoney } from '../../lib/money-format.ts';
import { LOAN_WORDS } from './loan-words.ts';

export interface DetailRow {
  text: string;
  value: string;
}

export function days(n: number, lang: Locale = 'en'): string {
  return LOAN_WORDS[lang].days(n);
}

/**
 * Each default charge as charged over the loan's life, paid, waived and still owed: a penalty
 * that was paid reads as paid, one that was waived as waived, never as paid.
 */
export function chargeRows(
  figures: Pick<LoanFigures, 'penalty' | 'defaultInterest'>,
  money: (minor: number) => string,
  lang: Locale = 'en',
): DetailRow[] {
  const words = LOAN_WORDS[lang];
  const named = [
    [words.charge.oneTimePenalty, figures.penalty],
    [words.charge.defaultInterest, figures.defaultInterest],
  ] as const;
  return named.flatMap(([name, line]) => {
    if (line.charged === 0) return [];
    return [
      { text: words.charged(name), value: money(line.charged) },
      ...(line.paid > 0 ? [{ text: words.chargePaid(name), value: money(line.paid) }] : []),
      ...(line.waived > 0 ? [{ text: words.chargeWaived(name), value: money(line.waived) }] : []),
      { text: words.chargeOwed(name), value: money(line.owed) },
    ];
  });
}

/**
 * The money paid: what went to the loan and what went beyond it (shown apart, as credit), and the
 * credit still the borrower's and what was refunded of it. Waivers are not money paid.
 */
export function paidRows(
  figures: Pick<LoanFigures, 'paidTotal' | 'paidToCredit' | 'credit' | 'refunded'>,
  label: string,
  money: (minor: number) => string,
  lang: Locale = 'en',
): DetailRow[] {
  const { row } = LOAN_WORDS[lang];
  return [
    { text: label, value: money(figures.paidTotal + figures.paidToCredit) },
    ...(figures.paidToCredit > 0
      ? [{ text: row.paidToCredit, value: money(figures.paidToCredit) }]
      : []),
    ...creditRows(figures, money, lang),
  ];
}

/** The borrower's credit (overpaid, not yet refunded) and what was refunded, when there is any. */
export function creditRows(
  figures: Pick<LoanFigures, 'credit' | 'refunded'>,
  money: (minor: number) => string,
  lang: Locale = 'en',
): DetailRow[] {
  const { row } = LOAN_WORDS[lang];
  return [
    ...(figures.credit > 0 ? [{ text: row.credit, value: money(figures.credit) }] : []),
    ...(figures.refunded > 0 ? [{ text: row.refunded, value: money(figures.refunded) }] : []),
  ];
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
