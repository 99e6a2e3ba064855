import { firstUnpaid } from '@loan/loan-engine';
import { loanStateOf } from '../order/order.ts';
import { statusConflict } from '../order/order-access.ts';
import { bookFreeRollover } from '../payments/payment-ledger.service.ts';
import { findRepayableOrder, rolloverOpen } from './repayable-order.ts';
import type { RepaymentDeps } from './repayment-deps.ts';

/** The borrower confirms a rollover with nothing to pay: the loan moves, no pay code. */
export async function confirmRollover(deps: RepaymentDeps, userId: string, orderId: string) {
  const { order } = await findRepayableOrder(deps, userId, orderId);
  if (!order.rolloverAllowed || !rolloverOpen(order)) {
    throw statusConflict('This loan cannot be rolled over now');
  }
  const rolled = await deps.db.transaction().execute((tx) => bookFreeRollover(tx, deps, order.id));
  const next = firstUnpaid(loanStateOf(rolled)!);
  return { orderStatus: rolled.status, repayDate: next?.item.dueDate ?? rolled.dueDate ?? '' };
}
