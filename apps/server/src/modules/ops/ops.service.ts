import { BUSINESS_CODE } from '@loan/contract';
import { addDays } from '@loan/loan-engine';
import { AppError } from '../../lib/app-error.ts';
import type { AdjustableClock } from '../../lib/clock.ts';
import { pageOf } from '../../lib/page-cursor.ts';
import { phDate, phDayStart } from '../../lib/ph-date.ts';
import { decisionsAfterCommit } from '../messages/after-commit.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { type Actor, type Order, statusName } from '../order/order.ts';
import { lockOrder, ORDER_NOT_FOUND_MESSAGE } from '../order/order-access.ts';
import { decide, refreshOrder, syncWithClock } from '../order/order-lifecycle.service.ts';
import {
  findOrderWithPhone,
  listOrdersWithPhone,
  type OrderListFilter,
  type OrderPrefixSearch,
  type OrderWithPhone,
  orderHistory,
  searchOrdersWithPhone,
} from '../order/order-reads.service.ts';
import { payoutsOfOrder, type ReleaseDeps, releaseLoan } from '../payout/payout-release.service.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import type { OrderDetail, OrderSummary } from './ops.schemas.ts';

export function summary(order: Order, phone: string): OrderSummary {
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

type OrderListQuery = OrderListFilter & {
  from?: string | undefined;
  to?: string | undefined;
  q?: Pick<OrderPrefixSearch, 'by' | 'prefix'> | undefined;
};

/**
 * A page of orders and the cursor of the next page (null on the last): newest first, or in the
 * order of the prefix searched (a phone search's cursor carries the phone too).
 */
export async function listOrdersForOps(deps: LoanDeps, { from, to, q, ...filter }: OrderListQuery) {
  const range = {
    appliedFrom: from ? phDayStart(from) : undefined,
    appliedBefore: to ? phDayStart(addDays(to, 1)) : undefined,
  };
  let found: OrderWithPhone[];
  if (q) {
    const after = filter.after;
    const [phone = '', id = ''] = after ? after.id.split('/') : [];
    found = await searchOrdersWithPhone(deps.db, {
      ...q,
      ...range,
      status: filter.status,
      limit: filter.limit + 1,
      after: after && (q.by === 'phone' ? { phone, at: after.at, id } : { ...after, phone: '' }),
    });
  } else {
    found = await listOrdersWithPhone(deps.db, { ...filter, ...range, limit: filter.limit + 1 });
  }
  const page = pageOf(found, filter.limit, ({ order, phone }) => ({
    at: order.appliedAt,
    id: q?.by === 'phone' ? `${phone}/${order.publicId}` : order.publicId,
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
    payouts: await payoutsOfOrder(deps.db, order.id),
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

/** An order's status as the clock has left it: what an audit record keeps from before an action. */
export async function orderStatusForOps(deps: LoanDeps, publicId: string) {
  const found = await findForOps(deps, publicId);
  const { status } = await refreshOrder(deps, found.order);
  return { status, statusName: statusName(status) };
}

type OpsAction = 'approve' | 'reject' | 'disburse';

/**
 * An operator's decision or release, on the order as the clock has left it. A release is a
 * payout through the provider: the order shows 170 once the provider confirms it.
 */
export async function actOnOrder(
  deps: ReleaseDeps & { sms: SmsProvider },
  publicId: string,
  action: OpsAction,
  operator: Actor,
  body: { note?: string | undefined; accountId?: string | undefined },
): Promise<OrderDetail> {
  const found = await findForOps(deps, publicId);
  if (action === 'disburse') {
    await releaseLoan(deps, found.order.id, operator, { accountId: body.accountId });
    await decisionsAfterCommit(deps, found.order.id);
    return showOrderForOps(deps, publicId);
  }
  const { note } = body;
  await deps.db.transaction().execute(async (tx) => {
    const now = deps.clock.now();
    const order = await syncWithClock(tx, deps, await lockOrder(tx, found.order.id), now);
    const text = note || (action === 'approve' ? 'approved by operator' : 'rejected by operator');
    return decide(tx, order, action === 'approve', { actor: operator, note: text, now });
  });
  await decisionsAfterCommit(deps, found.order.id);
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
