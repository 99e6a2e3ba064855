import { BUSINESS_CODE, ORDER_STATUS, type PaymentKind, type PaymentSource } from '@loan/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LoanOrdersTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money-format.ts';
import { phDate } from '../../lib/ph-date.ts';
import {
  type Allocation,
  applyPayment,
  applyRollover,
  balancesAsOf,
  type LoanState,
  phaseAsOf,
  rolloverQuote,
} from '../loan/engine/index.ts';
import type { LoanDeps } from '../loan/loan-deps.ts';
import { type Actor, LOAN_OUT_STATUSES, loanStateOf, statusOfPhase } from '../loan/order.ts';
import { lockOrder } from '../loan/order-access.ts';
import { recordTransition, syncWithClock } from '../loan/order-lifecycle.service.ts';
import { insertPayment, type PaymentRow } from './payments.repository.ts';
import { nextReceiptNo } from './receipt.ts';

export interface ReceivedPayment {
  /** Internal order id. */
  orderId: string;
  amount: number;
  kind: PaymentKind;
  source: PaymentSource;
  provider?: string;
  providerPaymentId?: string;
  payCodeId?: string;
  reference: string;
  channel: string;
  actor: Actor | `provider:${string}`;
  paidAt: Date;
  /** Refuse rather than leave part of the amount unapplied (money not yet taken: operators). */
  refuseOverpayment?: boolean;
}

export function notPayable(message: string): AppError {
  return new AppError(BUSINESS_CODE.amountNotPayable, message);
}

/**
 * Books money received against an order, in the caller's transaction: the engine allocates it
 * (penalty, interest, principal) or applies the rollover, the order's balances and status move,
 * and the payment and an order event with its actor are written.
 */
export async function bookPayment(tx: Db, deps: LoanDeps, payment: ReceivedPayment) {
  const now = deps.clock.now();
  const order = await syncWithClock(tx, deps, await lockOrder(tx, payment.orderId), now);
  const state = loanStateOf(order);
  if (!state || !LOAN_OUT_STATUSES.includes(order.status)) {
    throw new AppError(BUSINESS_CODE.nothingToPay, `Order ${order.publicId} has nothing to pay`);
  }
  const today = phDate(now);
  const cap = deps.config.costCap;
  const { loan, allocation } = applyByKind(state, today, payment, cap);
  if (payment.refuseOverpayment && allocation.unapplied > 0) {
    throw notPayable(
      `Only ${payment.amount - allocation.unapplied} of ${payment.amount} is payable now`,
    );
  }
  const to = statusOfPhase(phaseAsOf(loan, today, cap));
  const outstandingAfter = balancesAsOf(loan, today, cap).total;
  const row = await insertPayment(tx, {
    receipt_no: await nextReceiptNo(tx, deps.config.brand),
    order_id: order.id,
    pay_code_id: payment.payCodeId ?? null,
    source: payment.source,
    provider: payment.provider ?? null,
    provider_payment_id: payment.providerPaymentId ?? null,
    reference: payment.reference,
    kind: payment.kind,
    channel: payment.channel,
    amount: payment.amount,
    ...allocation,
    outstanding_after: outstandingAfter,
    actor: payment.actor,
    paid_at: payment.paidAt,
  });
  const money = (minor: number) => formatMoney(minor, deps.config.brand);
  const note =
    `${payment.kind} payment ${money(payment.amount)} (receipt ${row.receipt_no}, ref ${payment.reference}): ` +
    `penalty ${money(allocation.penalty)}, interest ${money(allocation.interest)}, principal ${money(allocation.principal)}` +
    (allocation.unapplied > 0 ? `, unapplied ${money(allocation.unapplied)}` : '');
  const patch = balancePatch(loan, to === ORDER_STATUS.settled ? now : null);
  // The event's actor is who recorded the money: the provider or an operator.
  const updated = await recordTransition(
    tx,
    order,
    to,
    {
      kind: payment.kind === 'rollover' ? 'rollover' : 'repayment',
      actor: payment.actor as Actor,
      note,
      now,
    },
    patch,
  );
  return { order: updated, payment: row as PaymentRow };
}

function applyByKind(
  state: LoanState,
  today: string,
  payment: ReceivedPayment,
  cap: LoanDeps['config']['costCap'],
): { loan: LoanState; allocation: Allocation } {
  if (payment.kind === 'instalment') return applyPayment(state, today, payment.amount, cap);
  const quote = rolloverQuote(state, today, cap);
  if (payment.amount !== quote.amountDue) {
    throw notPayable(`A rollover takes exactly ${quote.amountDue}, not ${payment.amount}`);
  }
  const allocation = {
    penalty: quote.penaltyDue,
    interest: quote.interestDue,
    principal: 0,
    unapplied: 0,
  };
  return { loan: applyRollover(state, today, cap), allocation };
}

function balancePatch(loan: LoanState, settledAt: Date | null): Updateable<LoanOrdersTable> {
  return {
    paid_penalty: loan.paid.penalty,
    paid_interest: loan.paid.interest,
    paid_principal: loan.paid.principal,
    penalty_charged: loan.penaltyCharged,
    default_interest_carried: loan.defaultInterestCarried ?? 0,
    default_accrued_through: loan.defaultAccruedThrough ?? null,
    schedule: JSON.stringify(loan.schedule),
    due_date: loan.schedule[loan.schedule.length - 1]!.dueDate,
    rollovers: loan.rollovers,
    ...(settledAt ? { settled_at: settledAt } : {}),
  };
}
