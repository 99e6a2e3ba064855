import {
  type BrandConfig,
  DECISION_WITHIN_DAYS,
  type Locale,
  ORDER_STATUS,
  RELEASE_MAX_DAYS,
  RELEASE_MIN_DAYS,
} from '@loan/contract';
import type { Extension, LoanFigures } from '@loan/loan-engine';
import { formatMoney } from '../../lib/money-format.ts';
import { phDate } from '../../lib/ph-date.ts';
import type { Order } from '../order/order.ts';
import { chargeRows, creditRows, type DetailRow, extensionRows, paidRows } from './detail-rows.ts';
import { LOAN_NOTICES } from './loan-notices.ts';
import { LOAN_WORDS } from './loan-words.ts';
import { statusWords } from './status-words.ts';

/** How long the money takes to arrive once released, in the page's language. */
export function releaseWindow(lang: Locale = 'en'): string {
  return LOAN_WORDS[lang].releaseWindow(RELEASE_MIN_DAYS, RELEASE_MAX_DAYS);
}

export interface DetailTexts {
  noticeStatusText: string;
  noticeDesText: string;
  rows: DetailRow[];
}

/** Where an approved loan's money goes, in the page's words. */
function approvedDescription(
  order: Order,
  account: string | null,
  money: string,
  lang: Locale,
): string {
  const say = LOAN_NOTICES[lang];
  const window = releaseWindow(lang);
  if (!account) {
    return order.withdrawnAt
      ? say.addAccountAccepted(money)
      : say.addAccountThenAccept(money, window);
  }
  return order.withdrawnAt
    ? say.acceptedReaches(money, account, window)
    : say.withdrawNowReceive(money, account, window);
}

/** The order details page's headline, description and rows, per status. */
export function detailTexts(
  order: Order,
  figures: LoanFigures | undefined,
  brand: BrandConfig,
  payoutAccount: string | null = null,
  lang: Locale = 'en',
): DetailTexts {
  const money = (minor: number) => formatMoney(minor, brand);
  const { row, days } = LOAN_WORDS[lang];
  const say = LOAN_NOTICES[lang];
  const headline = statusWords(order.status, lang);
  const amount = { text: row.loanAmount, value: money(order.principal) };
  const term = { text: row.loanTerm, value: days(order.pricing.termDays) };
  const applied = { text: row.appliedOn, value: phDate(order.appliedAt) };
  const release = { text: row.releaseDate, value: order.releaseDate ?? '' };
  const next = figures?.nextDue;
  const extended = extensionRows(figures?.extension, next?.dueDate, lang);
  const charges = figures ? chargeRows(figures, money, lang) : [];
  const credit = figures ? creditRows(figures, money, lang) : [];
  const texts = (noticeDesText: string, rows: DetailRow[]): DetailTexts => ({
    noticeStatusText: headline,
    noticeDesText,
    rows,
  });
  switch (order.status) {
    case ORDER_STATUS.rejected:
      return texts(say.rejected, [amount, term, applied]);
    case ORDER_STATUS.underReview:
      return texts(say.underReview(days(DECISION_WITHIN_DAYS)), [
        amount,
        term,
        { text: row.serviceFee, value: money(order.serviceFee) },
        { text: row.amountYouReceive, value: money(order.netProceeds) },
        applied,
      ]);
    case ORDER_STATUS.approved:
      return texts(approvedDescription(order, payoutAccount, money(order.netProceeds), lang), [
        amount,
        term,
        { text: row.amountYouReceive, value: money(order.netProceeds) },
        { text: row.totalRepayable, value: money(order.totalRepayable) },
        { text: row.payoutAccount, value: payoutAccount ?? row.notAddedYet },
      ]);
    case ORDER_STATUS.disbursed:
      return texts(
        next
          ? say.nextPaymentDue(
              extendedNote(figures?.extension, lang),
              money(next.unpaid),
              next.dueDate,
            )
          : say.released,
        [
          amount,
          term,
          release,
          ...extended,
          { text: row.nextDueDate, value: next?.dueDate ?? '' },
          { text: row.nextPayment, value: money(next?.unpaid ?? 0) },
          ...charges,
          { text: row.outstandingBalance, value: money(figures?.totalOwed ?? 0) },
          ...credit,
        ],
      );
    case ORDER_STATUS.due:
      return texts(say.payToday(money(figures?.amountDue ?? 0)), [
        amount,
        release,
        ...extended,
        { text: row.dueDate, value: next?.dueDate ?? '' },
        ...charges,
        { text: row.amountDue, value: money(figures?.amountDue ?? 0) },
        { text: row.outstandingBalance, value: money(figures?.totalOwed ?? 0) },
        ...credit,
      ]);
    case ORDER_STATUS.overdue: {
      const daysOverdue = figures?.daysOverdue ?? 0;
      return texts(say.overdue(days(daysOverdue), money(figures?.amountDue ?? 0)), [
        amount,
        release,
        ...extended,
        { text: row.dueDate, value: next?.dueDate ?? '' },
        { text: row.daysOverdue, value: String(daysOverdue) },
        { text: row.instalmentsDue, value: money(figures?.instalmentsDue ?? 0) },
        ...charges,
        { text: row.amountDue, value: money(figures?.amountDue ?? 0) },
        ...credit,
      ]);
    }
    default:
      return texts(say.paidOff, [
        amount,
        release,
        ...extended,
        { text: row.settledOn, value: order.settledAt ? phDate(order.settledAt) : '' },
        ...(figures ? paidRows(figures, row.totalPaid, money, lang) : []),
      ]);
  }
}

function extendedNote(extension: Extension | undefined, lang: Locale): string {
  if (!extension) return '';
  const words = LOAN_WORDS[lang];
  return LOAN_NOTICES[lang].extendedNote(words.times(extension.times), words.days(extension.days));
}
