import { ORDER_STATUS } from '@loan/contract';
import { addDays } from '@loan/loan-engine';
import { phDate } from '../../lib/ph-date.ts';
import type { Order } from '../order/order.ts';

/** A loan is closed once settled, or rejected; any other status may still move money. */
const CLOSED_STATUSES: ReadonlySet<number> = new Set([ORDER_STATUS.settled, ORDER_STATUS.rejected]);

/**
 * The Philippine date from which a borrower's erasure may be carried out: the day their last
 * loan closed plus the retention period the lending records are kept for (decision 0041); the
 * request's own day when they never borrowed. Null while a loan is open: it has no end yet.
 */
export function erasureDate(
  orders: readonly Pick<Order, 'status' | 'settledAt' | 'decidedAt' | 'appliedAt'>[],
  retentionDays: number,
  requestedAt: Date,
): string | null {
  if (orders.some((order) => !CLOSED_STATUSES.has(order.status))) return null;
  if (orders.length === 0) return phDate(requestedAt);
  const closedOn = orders
    .map((order) => phDate(order.settledAt ?? order.decidedAt ?? order.appliedAt))
    .sort()
    .at(-1) as string;
  const from = addDays(closedOn, retentionDays);
  // Asked for after the retention ran out: carried out from the request on.
  const asked = phDate(requestedAt);
  return from > asked ? from : asked;
}
