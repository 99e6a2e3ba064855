import {
  type BrandConfig,
  DECISION_WITHIN_DAYS,
  ORDER_STATUS,
  RELEASE_MAX_DAYS,
  RELEASE_MIN_DAYS,
} from '@loan/contract';
import { formatMoney } from '../../lib/money-format.ts';
import { phDate } from '../../lib/ph-date.ts';
import { type DetailRow, days } from './detail-rows.ts';
import type { ComponentFigures, LoanFigures as LedgerFigures } from './engine/ledger-types.ts';
import type { LoanFigures } from './loan-figures.ts';
import type { Order } from './order.ts';

export const RELEASE_WINDOW = `${RELEASE_MIN_DAYS} to ${RELEASE_MAX_DAYS} days`;

export interface DetailTexts {
  noticeStatusText: string;
  noticeDesText: string;
  rows: DetailRow[];
}

/** The order details page's headline, description and rows, per status. */
export function detailTexts(
  order: Order,
  figures: LoanFigures | undefined,
  brand: BrandConfig,
  ledger?: LedgerFigures,
): DetailTexts {
  const money = (minor: number) => formatMoney(minor, brand);
  const amount = { text: 'Loan amount', value: money(order.principal) };
  const term = { text: 'Loan term', value: days(order.pricing.termDays) };
  const applied = { text: 'Applied on', value: phDate(order.appliedAt) };
  const release = { text: 'Release date', value: order.releaseDate ?? '' };
  const next = figures?.nextDue;
  switch (order.status) {
    case ORDER_STATUS.rejected:
      return {
        noticeStatusText: 'Not approved',
        noticeDesText: 'We could not approve this application. You may apply again later.',
        rows: [amount, term, applied],
      };
    case ORDER_STATUS.underReview:
      return {
        noticeStatusText: 'Under review',
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
        noticeStatusText: 'Approved',
        noticeDesText: order.withdrawnAt
          ? `You accepted the loan: ${money(order.netProceeds)} reaches your account within ${RELEASE_WINDOW}.`
          : `Withdraw now and receive ${money(order.netProceeds)} within ${RELEASE_WINDOW}.`,
        rows: [
          amount,
          term,
          { text: 'Amount you receive', value: money(order.netProceeds) },
          { text: 'Total repayable', value: money(order.totalRepayable) },
        ],
      };
    case ORDER_STATUS.disbursed:
      return {
        noticeStatusText: 'Disbursed',
        noticeDesText: next
          ? `Your next payment of ${money(next.unpaid)} is due on ${next.dueDate}.`
          : 'Your loan has been released.',
        rows: [
          amount,
          term,
          release,
          { text: 'Next due date', value: next?.dueDate ?? '' },
          { text: 'Next payment', value: money(next?.unpaid ?? 0) },
          { text: 'Outstanding balance', value: money(figures?.outstanding ?? 0) },
        ],
      };
    case ORDER_STATUS.due:
      return {
        noticeStatusText: 'Due today',
        noticeDesText: `Please pay ${money(figures?.amountDue ?? 0)} today to keep a good record.`,
        rows: [
          amount,
          release,
          { text: 'Due date', value: next?.dueDate ?? '' },
          { text: 'Amount due', value: money(figures?.amountDue ?? 0) },
          { text: 'Outstanding balance', value: money(figures?.outstanding ?? 0) },
        ],
      };
    case ORDER_STATUS.overdue: {
      const defaults = figures?.defaults;
      return {
        noticeStatusText: 'Overdue',
        noticeDesText: `Your loan is ${days(defaults?.daysOverdue ?? 0)} overdue. Please pay ${money(figures?.amountDue ?? 0)} now to stop default interest.`,
        rows: [
          amount,
          release,
          { text: 'Due date', value: next?.dueDate ?? '' },
          { text: 'Days overdue', value: String(defaults?.daysOverdue ?? 0) },
          ...chargeRows(ledger, defaults, money),
          { text: 'Amount due', value: money(figures?.amountDue ?? 0) },
        ],
      };
    }
    default:
      return {
        noticeStatusText: 'Settled',
        noticeDesText: 'Thank you! Your loan is fully paid.',
        rows: [
          amount,
          release,
          { text: 'Settled on', value: order.settledAt ? phDate(order.settledAt) : '' },
          { text: 'Total paid', value: money(figures?.paidTotal ?? 0) },
        ],
      };
  }
}

/**
 * The default charges, each with what is left of it when part was paid or waived: a penalty
 * already paid does not read as charged again.
 */
function chargeRows(
  ledger: LedgerFigures | undefined,
  defaults: LoanFigures['defaults'] | undefined,
  money: (minor: number) => string,
): DetailRow[] {
  const row = (text: string, c: ComponentFigures | undefined, charged: number) => ({
    text,
    value:
      c && c.owed < c.charged
        ? `${money(c.owed)} left of ${money(c.charged)}`
        : money(c?.charged ?? charged),
  });
  return [
    row('One-time penalty', ledger?.penalty, defaults?.oneTimePenalty ?? 0),
    row('Default interest', ledger?.defaultInterest, defaults?.defaultInterest ?? 0),
  ];
}
