import { ORDER_STATUS } from '@loan/contract';
import { OVERDUE_BUCKETS, type OverdueBucket } from '@loan/contract/ops';
import { addDays, type LoanFigures } from '@loan/loan-engine';
import { figuresOfOrder, figuresOfOrders } from '../ledger/order-figures.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import type { Order } from '../order/order.ts';
import { listOrdersWithPhoneByDue } from '../order/order-reads.service.ts';

const BATCH = 500;

export interface OverdueOrder {
  order: Order;
  phone: string;
  daysPastDue: number;
  outstanding: number;
}

/** Days past the earliest unpaid instalment's due day, as the engine counts them for penalties. */
function overdueOf(order: Order, figures: LoanFigures | undefined) {
  const late = order.status === ORDER_STATUS.overdue;
  return {
    daysPastDue: late ? (figures?.daysOverdue ?? 0) : 0,
    outstanding: figures?.totalOwed ?? 0,
  };
}

/** One order's days past due and what clears it, from the fold of its entries. */
export async function overdueFigures(deps: LoanDeps, order: Order, today: string) {
  return overdueOf(order, await figuresOfOrder(deps.db, order, today, deps.config.costCap));
}

export function bucketOf(daysPastDue: number): OverdueBucket | null {
  const bucket = OVERDUE_BUCKETS.find(
    (b) => daysPastDue >= b.from && (b.to === null || daysPastDue <= b.to),
  );
  return bucket?.id ?? null;
}

/**
 * Overdue orders, earliest due first, each with its days past due, while `take` wants more.
 * An order's earliest unpaid instalment falls due on or before its last due day, so orders whose
 * last due day is before `today - maxDays` cannot be in range and are not read.
 */
export async function eachOverdueOrder(
  deps: LoanDeps,
  today: string,
  maxDays: number | null,
  take: (order: OverdueOrder) => boolean,
): Promise<void> {
  let after: { dueDate: string; publicId: string } | null = null;
  for (;;) {
    const found = await listOrdersWithPhoneByDue(deps.db, {
      status: ORDER_STATUS.overdue,
      dueFrom: maxDays === null ? null : addDays(today, -maxDays),
      after,
      limit: BATCH,
    });
    const orders = found.map((row) => row.order);
    const figures = await figuresOfOrders(deps.db, orders, today, deps.config.costCap);
    for (const { order, phone } of found) {
      if (!take({ order, phone, ...overdueOf(order, figures.get(order.id)) })) return;
    }
    const last = found.at(-1)?.order;
    if (found.length < BATCH || !last) return;
    after = { dueDate: last.dueDate ?? '', publicId: last.publicId };
  }
}
