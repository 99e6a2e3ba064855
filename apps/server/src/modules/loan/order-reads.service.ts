import type { Db } from '../../db/database.ts';
import {
  findOrderRowWithPhone,
  listOrderRowsWithPhone,
  type OrderListFilter,
} from './order.repository.ts';
import { type Order, toOrder } from './order.ts';
import { listOrderEventRows } from './order-event.repository.ts';

export type { OrderListFilter };

export interface OrderWithPhone {
  order: Order;
  phone: string;
}

/** Orders with their borrower's phone, newest first (operators' lists). */
export async function listOrdersWithPhone(
  db: Db,
  filter: OrderListFilter,
): Promise<OrderWithPhone[]> {
  const rows = await listOrderRowsWithPhone(db, filter);
  return rows.map((row) => ({ order: toOrder(row), phone: row.phone }));
}

export async function findOrderWithPhone(
  db: Db,
  publicId: string,
): Promise<OrderWithPhone | undefined> {
  const row = await findOrderRowWithPhone(db, publicId);
  return row && { order: toOrder(row), phone: row.phone };
}

/** The order's events, oldest first: who moved it, from where to where, on what event. */
export async function orderHistory(db: Db, orderId: string) {
  const rows = await listOrderEventRows(db, orderId);
  return rows.map((row) => ({
    actor: row.actor,
    from: row.from_status,
    to: row.to_status,
    event: row.event,
    at: row.at,
    note: row.note,
  }));
}
