import {
  type endpoints,
  type Locale,
  PAYMENT_KIND,
  type PaymentKind,
  type ResponseOf,
  SHOW_REPAY_INSTRUCTIONS,
} from '@loan/contract';
import { applyRollover, type LoanFigures, type LoanState, rolloverQuote } from '@loan/loan-engine';
import type { Db } from '../../db/database.ts';
import { formatMoney } from '../../lib/money-format.ts';
import { getProduct } from '../catalogue/catalogue.service.ts';
import { figuresOf } from '../ledger/ledger.service.ts';
import { chargeRows, creditRows, extensionRows, paidRows } from '../loan-details/detail-rows.ts';
import { LOAN_WORDS } from '../loan-details/loan-words.ts';
import { termsOf } from '../order/order.ts';
import { statusConflict } from '../order/order-access.ts';
import { latestLiveCode } from '../payments/pay-codes.service.ts';
import type { Channel } from '../payments/payments.service.ts';
import { channelList, type PayNoticeGroup } from './channels.ts';
import { findRepayableOrder, rolloverOpen } from './repayable-order.ts';
import type { RepaymentDeps } from './repayment-deps.ts';
import { REPAYMENT_WORDS } from './repayment-words.ts';

type InstalmentData = ResponseOf<typeof endpoints.installmentDetail>;
type DelayData = ResponseOf<typeof endpoints.delayDetail>;

/** The instalment repayment page: every figure from the engine at the server's clock. */
export async function installmentDetail(
  deps: RepaymentDeps,
  userId: string,
  orderId: string,
  lang: Locale = 'en',
): Promise<InstalmentData> {
  const { order, entries, today } = await findRepayableOrder(deps, userId, orderId);
  const cap = deps.config.costCap;
  const money = (minor: number) => formatMoney(minor, deps.config.brand);
  const figures = figuresOf(termsOf(order), entries, today, cap)!;
  // What is due now, as the order page and My loans say; with nothing due, what may be paid ahead.
  const payable = figures.amountDue > 0 ? figures.amountDue : figures.payable;
  const repayDate = figures.nextDue?.dueDate ?? order.dueDate ?? today;
  const common = await pageCommon(deps, order.id, order.productId, 'instalment', payable > 0, lang);
  const { row } = LOAN_WORDS[lang];
  const say = REPAYMENT_WORDS[lang];
  const rows = [
    { text: row.loanAmount, value: money(order.principal) },
    { text: row.dueDate, value: repayDate },
    ...extensionRows(figures.extension, repayDate, lang),
    { text: row.principalLeft, value: money(figures.principal.owed) },
    { text: row.interestLeft, value: money(figures.interest.owed) },
    ...chargeRows(figures, money, lang),
    ...(figures.daysOverdue > 0
      ? [{ text: row.daysOverdue, value: String(figures.daysOverdue) }]
      : []),
    ...paidRows({ ...figures, credit: 0, refunded: 0 }, row.paidSoFar, money, lang),
    { text: row.totalToClear, value: money(figures.totalOwed) },
    ...creditRows(figures, money, lang),
  ];
  const noticeMsg =
    payable > 0
      ? say.payThrough(money(payable)) +
        (figures.payable > payable ? ` ${say.orClear(money(figures.payable))}` : '')
      : say.nothingDueYet(money(figures.nextDue?.unpaid ?? 0), repayDate);
  return {
    ...common,
    repayAmount: payable,
    nextAmount: figures.nextDue?.unpaid ?? 0,
    repayDate,
    detail: rows,
    noticeMsg,
  };
}

/** The delay (rollover) page: the rollover fee and the plan after it. */
export async function delayDetail(
  deps: RepaymentDeps,
  userId: string,
  orderId: string,
  lang: Locale = 'en',
): Promise<DelayData> {
  const { order, state, entries, today } = await findRepayableOrder(deps, userId, orderId);
  if (!order.rolloverAllowed || !rolloverOpen(order)) {
    throw statusConflict('This loan cannot be rolled over now');
  }
  const cap = deps.config.costCap;
  const quote = rolloverQuote(state, today, cap);
  const common = await pageCommon(deps, order.id, order.productId, 'rollover', true, lang);
  const money = (minor: number) => formatMoney(minor, deps.config.brand);
  const say = REPAYMENT_WORDS[lang];
  const { extensionDays: days, newDueDate } = quote;
  const figures = figuresOf(termsOf(order), entries, today, cap)!;
  const parts = () => rolloverParts(figures, quote.interestDue, money, lang);
  return {
    ...common,
    repayDate: newDueDate,
    noticeMsg:
      quote.toPay > 0
        ? say.rolloverPay(money(quote.toPay), parts(), days, newDueDate)
        : say.rolloverNothingToPay(days, newDueDate, money(quote.extensionInterest)),
    delayInfo: { delayAmount: quote.toPay, title: say.extendBy(days) },
    repayPlan: planAfterRollover(applyRollover(state, today, cap), lang),
  };
}

/** What a rollover payment is made of: interest due and each default charge still owed. */
function rolloverParts(
  { penalty: oneTimePenalty, defaultInterest }: LoanFigures,
  interestDue: number,
  money: (minor: number) => string,
  lang: Locale,
): string {
  const say = REPAYMENT_WORDS[lang];
  if (oneTimePenalty.owed + defaultInterest.owed === 0) return say.interestDueOnly;
  const parts = [say.interestDue(money(interestDue))];
  if (oneTimePenalty.owed > 0) parts.push(say.penaltyOwed(money(oneTimePenalty.owed)));
  if (defaultInterest.owed > 0) parts.push(say.defaultInterestOwed(money(defaultInterest.owed)));
  return parts.join(', ');
}

/** The unpaid instalments of the loan as they would stand after the rollover. */
function planAfterRollover(loan: LoanState, lang: Locale): DelayData['repayPlan'] {
  let coverage = loan.paid.interest + loan.paid.principal;
  const plan: DelayData['repayPlan'] = [];
  for (const item of loan.schedule) {
    const covered = Math.min(coverage, item.amount);
    coverage -= covered;
    if (covered === item.amount) continue;
    plan.push({
      remark: `${item.n}/${item.total}`,
      title: REPAYMENT_WORDS[lang].instalment(item.n),
      amount: item.amount - covered,
      time: item.dueDate,
    });
  }
  return plan;
}

async function pageCommon(
  deps: RepaymentDeps,
  orderId: string,
  productId: string,
  kind: PaymentKind,
  payable: boolean,
  lang: Locale,
) {
  const product = await getProduct(deps, productId, { includeInactive: true, locale: lang });
  const channels = await channelList(deps.db, lang);
  return {
    productName: product.name,
    productLogo: product.logo,
    repayList: channels.repayList,
    defDetail: await defaultPayBox(
      deps.db,
      orderId,
      kind,
      channels.channels,
      channels.payNotice,
      deps.clock.now(),
    ),
    isShowReyTop: payable ? SHOW_REPAY_INSTRUCTIONS : (0 as const),
  } as const;
}

/** The order's newest live code of this kind, with every channel's steps. */
async function defaultPayBox(
  db: Db,
  orderId: string,
  kind: PaymentKind,
  channels: Channel[],
  payNotice: PayNoticeGroup[],
  now: Date,
) {
  const code = await latestLiveCode(
    db,
    orderId,
    kind === PAYMENT_KIND.rollover ? 'rollover' : 'instalment',
    now,
  );
  if (!code) return null;
  const channel = channels.find((c) => c.channelNumber === code.channelNumber);
  return {
    payCode: code.reference,
    logo: channel?.logo ?? '',
    title: channel?.name ?? '',
    payNotice,
  };
}
