import { BUSINESS_CODE } from '@loan/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AdjustableClock } from '../../lib/clock.ts';
import { pageOf } from '../../lib/page-cursor.ts';
import { phDate } from '../../lib/ph-date.ts';
import type { LoanDeps } from '../loan/loan-deps.ts';
import { type Actor, type Order, statusName } from '../loan/order.ts';
import { lockOrder, ORDER_NOT_FOUND_MESSAGE } from '../loan/order-access.ts';
import { decide, disburse, refreshOrder, syncWithClock } from '../loan/order-lifecycle.service.ts';
import {
  findOrderWithPhone,
  listOrdersWithPhone,
  type OrderListFilter,
  orderHistory,
} from '../loan/order-reads.service.ts';
import type { OrderDetail, OrderSummary } from './ops.schemas.ts';

function summary(order: Order, phone: string): OrderSummary {
  return {
    orderId: order.publicId,
    phone,
    productId: order.productId,
    status: order.status,
    statusName: statusName(order.status),
    principal: order.principal,
    appliedAt: order.appliedAt.toISOString(),
    withdrawnAt: order.withdrawnAt?.toISOString() ?? null,
    releaseDate: order.releaseDate,
    dueDate: order.dueDate,
  };
}

/** A page of orders, newest first, and the cursor of the next page (null on the last). */
export async function listOrdersForOps(deps: LoanDeps, filter: OrderListFilter) {
  const found = await listOrdersWithPhone(deps.db, { ...filter, limit: filter.limit + 1 });
  const page = pageOf(found, filter.limit, ({ order }) => ({
    at: order.appliedAt,
    id: order.publicId,
  }));
  return { orders: page.items.map(({ order, phone }) => summary(order, phone)), next: page.next };
}

async function findForOps(deps: LoanDeps, publicId: string) {
  const found = await findOrderWithPhone(deps.db, publicId);
  if (!found) throw new AppError(BUSINESS_CODE.orderNotFound, ORDER_NOT_FOUND_MESSAGE, 404);
  return found;
}

/** One order, brought up to date with the clock, with its history. */
export async function showOrderForOps(deps: LoanDeps, publicId: string): Promise<OrderDetail> {
  const found = await findForOps(deps, publicId);
  const order = await refreshOrder(deps, found.order);
  const events = await orderHistory(deps.db, order.id);
  return {
    ...summary(order, found.phone),
    events: events.map((event) => ({
      actor: event.actor,
      from: event.from,
      to: event.to,
      event: event.event,
      at: event.at.toISOString(),
      note: event.note,
    })),
  };
}

type OpsAction = 'approve' | 'reject' | 'disburse';

/** An operator's decision or disbursement, on the order as the clock has left it. */
export async function actOnOrder(
  deps: LoanDeps,
  publicId: string,
  action: OpsAction,
  operator: Actor,
  note: string | undefined,
): Promise<OrderDetail> {
  const found = await findForOps(deps, publicId);
  await deps.db.transaction().execute(async (tx) => {
    const now = deps.clock.now();
    const order = await syncWithClock(tx, deps, await lockOrder(tx, found.order.id), now);
    if (action === 'disburse') return disburse(tx, deps, order, operator, now);
    const text = note || (action === 'approve' ? 'approved by operator' : 'rejected by operator');
    return decide(tx, order, action === 'approve', { actor: operator, note: text, now });
  });
  return showOrderForOps(deps, publicId);
}

export function clockView(clock: AdjustableClock) {
  const now = clock.now();
  return {
    now: now.toISOString(),
    today: phDate(now),
    offsetDays: Math.round((clock.offsetMs / 86_400_000) * 1000) / 1000,
  };
}
