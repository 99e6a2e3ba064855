import {
  type BrandConfig,
  DECISION_WITHIN_DAYS,
  ORDER_STATUS,
  RELEASE_MAX_DAYS,
  RELEASE_MIN_DAYS,
} from '@loan/contract';
import { formatMoney } from '../../lib/money-format.ts';
import { phDate } from '../../lib/ph-date.ts';
import { chargeRows, type DetailRow, days, extensionRows } from './detail-rows.ts';
import type { Extension, LoanFigures } from './loan-figures.ts';
import type { Order } from './order.ts';
import { statusWords } from './status-words.ts';

export const RELEASE_WINDOW = `${RELEASE_MIN_DAYS} to ${RELEASE_MAX_DAYS} days`;

export interface DetailTexts {
  noticeStatusText: string;
  noticeDesText: string;
  rows: DetailRow[];
}

/** Where an approved loan's money goes, in the page's words. */
function approvedDescription(order: Order, account: string | null, money: string): string {
  if (!account) {
    return order.withdrawnAt
      ? `You accepted the loan. Add a payout account so we can send you ${money}.`
      : `Add a payout account, then accept the loan to receive ${money} within ${RELEASE_WINDOW}.`;
  }
  return order.withdrawnAt
    ? `You accepted the loan: ${money} reaches ${account} within ${RELEASE_WINDOW}.`
    : `Withdraw now and receive ${money} in ${account} within ${RELEASE_WINDOW}.`;
}

/** The order details page's headline, description and rows, per status. */
export function detailTexts(
  order: Order,
  figures: LoanFigures | undefined,
  brand: BrandConfig,
  payoutAccount: string | null = null,
): DetailTexts {
  const money = (minor: number) => formatMoney(minor, brand);
  const headline = statusWords(order.status);
  const amount = { text: 'Loan amount', value: money(order.principal) };
  const term = { text: 'Loan term', value: days(order.pricing.termDays) };
  const applied = { text: 'Applied on', value: phDate(order.appliedAt) };
  const release = { text: 'Release date', value: order.releaseDate ?? '' };
  const next = figures?.nextDue;
  const extended = extensionRows(figures?.extension, next?.dueDate);
  switch (order.status) {
    case ORDER_STATUS.rejected:
      return {
        noticeStatusText: headline,
        noticeDesText: 'We could not approve this application. You may apply again later.',
        rows: [amount, term, applied],
      };
    case ORDER_STATUS.underReview:
      return {
        noticeStatusText: headline,
        noticeDesText: `We are reviewing your application and will decide within ${days(DECISION_WITHIN_DAYS)}.`,
        rows: [
          amount,
          term,
          { text: 'Service fee', value: money(order.serviceFee) },
          { text: 'Amount you receive', value: money(order.netProceeds) },
          applied,
        ],
      };
    case ORDER_STATUS.approved:
      return {
        noticeStatusText: headline,
        noticeDesText: approvedDescription(order, payoutAccount, money(order.netProceeds)),
        rows: [
          amount,
          term,
          { text: 'Amount you receive', value: money(order.netProceeds) },
          { text: 'Total repayable', value: money(order.totalRepayable) },
          { text: 'Payout account', value: payoutAccount ?? 'Not added yet' },
        ],
      };
    case ORDER_STATUS.disbursed:
      return {
        noticeStatusText: headline,
        noticeDesText: next
          ? `${extendedNote(figures?.extension)}Your next payment of ${money(next.unpaid)} is due on ${next.dueDate}.`
          : 'Your loan has been released.',
        rows: [
          amount,
          term,
          release,
          ...extended,
          { text: 'Next due date', value: next?.dueDate ?? '' },
          { text: 'Next payment', value: money(next?.unpaid ?? 0) },
          ...(figures ? chargeRows(figures.charges, money) : []),
          { text: 'Outstanding balance', value: money(figures?.outstanding ?? 0) },
        ],
      };
    case ORDER_STATUS.due:
      return {
        noticeStatusText: headline,
        noticeDesText: `Please pay ${money(figures?.amountDue ?? 0)} today to keep a good record.`,
        rows: [
          amount,
          release,
          ...extended,
          { text: 'Due date', value: next?.dueDate ?? '' },
          ...(figures ? chargeRows(figures.charges, money) : []),
          { text: 'Amount due', value: money(figures?.amountDue ?? 0) },
          { text: 'Outstanding balance', value: money(figures?.outstanding ?? 0) },
        ],
      };
    case ORDER_STATUS.overdue: {
      const defaults = figures?.defaults;
      return {
        noticeStatusText: headline,
        noticeDesText: `Your loan is ${days(defaults?.daysOverdue ?? 0)} overdue. Please pay ${money(figures?.amountDue ?? 0)} now to stop default interest.`,
        rows: [
          amount,
          release,
          ...extended,
          { text: 'Due date', value: next?.dueDate ?? '' },
          { text: 'Days overdue', value: String(defaults?.daysOverdue ?? 0) },
          { text: 'Instalments due', value: money(figures?.instalmentsDue ?? 0) },
          ...(figures ? chargeRows(figures.charges, money) : []),
          { text: 'Amount due', value: money(figures?.amountDue ?? 0) },
        ],
      };
    }
    default:
      return {
        noticeStatusText: headline,
        noticeDesText: 'Thank you! Your loan is fully paid.',
        rows: [
          amount,
          release,
          ...extended,
          { text: 'Settled on', value: order.settledAt ? phDate(order.settledAt) : '' },
          { text: 'Total paid', value: money(figures?.paidTotal ?? 0) },
        ],
      };
  }
}

function extendedNote(extension: Extension | undefined): string {
  if (!extension) return '';
  return `Your loan was extended ${extension.times === 1 ? 'once' : `${extension.times} times`}, by ${days(extension.days)} in all. `;
}
