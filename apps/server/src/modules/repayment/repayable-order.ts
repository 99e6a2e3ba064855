import { ORDER_STATUS } from '@loan/contract';
import type { LoanState } from '@loan/loan-engine';
import { phDate } from '../../lib/ph-date.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { LOAN_OUT_STATUSES, loanStateOf, type Order } from '../order/order.ts';
import { findOwnOrder, statusConflict } from '../order/order-access.ts';
import { refreshOrder } from '../order/order-lifecycle.service.ts';

export interface RepayableOrder {
  order: Order;
  state: LoanState;
  today: string;
}

/** The borrower's own released loan, brought up to date with the clock. */
export async function findRepayableOrder(
  deps: LoanDeps,
  userId: string,
  publicId: string,
): Promise<RepayableOrder> {
  const order = await refreshOrder(deps, await findOwnOrder(deps.db, userId, publicId));
  const state = loanStateOf(order);
  if (!state || !LOAN_OUT_STATUSES.includes(order.status)) {
    const why = order.status === ORDER_STATUS.settled ? 'is settled' : 'has not been released';
    throw statusConflict(`This loan ${why}: there is nothing to repay`);
  }
  return { order, state, today: phDate(deps.clock.now()) };
}

export function rolloverOpen(order: Order): boolean {
  return order.status === ORDER_STATUS.due || order.status === ORDER_STATUS.overdue;
}
