import { ORDER_STATUS } from '@loan/contract';
import type { LoanState } from '@loan/loan-engine';
import { phDate } from '../../lib/ph-date.ts';
import { type BookedEntry, entriesOf, foldOf } from '../ledger/ledger.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { LOAN_OUT_STATUSES, type Order, termsOf } from '../order/order.ts';
import { findOwnOrder, statusConflict } from '../order/order-access.ts';
import { refreshOrder } from '../order/order-lifecycle.service.ts';

export interface RepayableOrder {
  order: Order;
  /** The fold of the order's entries. */
  state: LoanState;
  entries: BookedEntry[];
  today: string;
}

/** The borrower's own released loan, brought up to date with the clock, and its entries' fold. */
export async function findRepayableOrder(
  deps: LoanDeps,
  userId: string,
  publicId: string,
): Promise<RepayableOrder> {
  const order = await refreshOrder(deps, await findOwnOrder(deps.db, userId, publicId));
  const entries = order.releaseDate ? await entriesOf(deps.db, order.id) : [];
  const state = foldOf(termsOf(order), entries);
  if (!state || !LOAN_OUT_STATUSES.includes(order.status)) {
    const why = order.status === ORDER_STATUS.settled ? 'is settled' : 'has not been released';
    throw statusConflict(`This loan ${why}: there is nothing to repay`);
  }
  return { order, state, entries, today: phDate(deps.clock.now()) };
}

export function rolloverOpen(order: Order): boolean {
  return order.status === ORDER_STATUS.due || order.status === ORDER_STATUS.overdue;
}
