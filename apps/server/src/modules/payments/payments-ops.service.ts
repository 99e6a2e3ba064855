import { BUSINESS_CODE, type PaymentKind } from '@loan/contract';
import { balancesAsOf } from '@loan/loan-engine';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { phDate } from '../../lib/ph-date.ts';
import { reversalsOfPayments } from '../ledger/ledger.service.ts';
import { receiptAfterCommit } from '../messages/after-commit.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { type Actor, LOAN_OUT_STATUSES, loanStateOf } from '../order/order.ts';
import { findOrder, ORDER_NOT_FOUND_MESSAGE } from '../order/order-access.ts';
import { refreshOrder } from '../order/order-lifecycle.service.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { bookPayment, type ReceivedPayment } from './payment-ledger.service.ts';
import {
  findOperatorPayment,
  findPaymentRow,
  listOrderPaymentRows,
  type PaymentRow,
} from './payments.repository.ts';
import { toReceipt } from './receipt.ts';

async function findOrderForOps(deps: LoanDeps, publicId: string) {
  const order = await findOrder(deps.db, publicId);
  if (!order) throw new AppError(BUSINESS_CODE.orderNotFound, ORDER_NOT_FOUND_MESSAGE, 404);
  return refreshOrder(deps, order);
}

function opsPayment(row: PaymentRow, orderPublicId: string, reversedAt?: Date) {
  return { ...toReceipt(row, orderPublicId, reversedAt), source: row.source, actor: row.actor };
}

/** An order's payments, oldest first, and what it still owes. */
export async function listPaymentsForOps(deps: LoanDeps, publicId: string) {
  const order = await findOrderForOps(deps, publicId);
  const state = loanStateOf(order);
  const outstanding =
    state && LOAN_OUT_STATUSES.includes(order.status)
      ? balancesAsOf(state, phDate(deps.clock.now()), deps.config.costCap).total
      : 0;
  const rows = await listOrderPaymentRows(deps.db, order.id);
  const reversed = await reversalsOfPayments(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    orderId: order.publicId,
    status: order.status,
    outstanding,
    payments: rows.map((row) => opsPayment(row, order.publicId, reversed.get(row.id))),
  };
}

export interface OperatorPayment {
  amount: number;
  reference: string;
  kind: PaymentKind;
  channel: string;
  /** The Philippine day the money moved, as the operator states it (checked by the caller). */
  valueDate?: string;
}

/**
 * Money received outside the provider (a bank deposit, cash at a branch). Once per reference:
 * the same reference again answers with the payment already booked.
 */
export async function recordOperatorPayment(
  deps: LoanDeps & { sms: SmsProvider; log: FastifyBaseLogger },
  publicId: string,
  input: OperatorPayment,
  operator: Actor,
) {
  const order = await findOrderForOps(deps, publicId);
  const replay = async () => {
    const existing = await findOperatorPayment(deps.db, input.reference);
    if (!existing) return undefined;
    if (existing.order_id !== order.id || existing.amount !== input.amount) {
      throw new AppError(
        BUSINESS_CODE.idempotencyKeyReused,
        `Reference ${input.reference} is already booked for another payment`,
        409,
      );
    }
    return opsPayment(existing, order.publicId);
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    const payment: ReceivedPayment & { valueDate?: string | undefined } = {
      orderId: order.id,
      amount: input.amount,
      kind: input.kind,
      source: 'operator',
      reference: input.reference,
      channel: input.channel,
      actor: operator,
      paidAt: deps.clock.now(),
      valueDate: input.valueDate,
      refuseOverpayment: true,
    };
    const booked = await deps.db.transaction().execute((tx) => bookPayment(tx, deps, payment));
    // After the commit, which gave the payment its receipt number (decision 0042).
    await receiptAfterCommit(deps, booked.paymentId);
    return opsPayment((await findPaymentRow(deps.db, booked.paymentId))!, order.publicId);
  } catch (error) {
    if (isUniqueViolation(error, 'payments_operator_reference')) return (await replay())!;
    throw error;
  }
}
