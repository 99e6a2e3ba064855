import { BUSINESS_CODE } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findOrderRow,
  listUserOrderRows,
  lockOrderRow,
  type OrderRow,
} from './order.repository.ts';
import { type Order, toOrder } from './order.ts';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';

/** The borrower's own order. Someone else's and a missing one get the same answer. */
export async function findOwnOrder(db: Db, userId: string, publicId: string): Promise<Order> {
  const row = await findOrderRow(db, publicId);
  return ownOrder(row && row.user_id === userId ? row : null);
}

function ownOrder(row: OrderRow | null): Order {
  if (!row) throw new AppError(BUSINESS_CODE.orderNotFound, ORDER_NOT_FOUND_MESSAGE);
  return toOrder(row);
}

/** Any order by its public id (for operators and the payments module), or undefined. */
export async function findOrder(db: Db, publicId: string): Promise<Order | undefined> {
  const row = await findOrderRow(db, publicId);
  return row && toOrder(row);
}

/** The order locked until the transaction ends (every status change goes through this). */
export async function lockOrder(tx: Db, id: string): Promise<Order> {
  return toOrder(await lockOrderRow(tx, id));
}

export async function listUserOrders(
  db: Db,
  userId: string,
  statuses: readonly number[],
): Promise<Order[]> {
  return (await listUserOrderRows(db, userId, statuses)).map(toOrder);
}

export function statusConflict(message: string): AppError {
  return new AppError(BUSINESS_CODE.orderStatusConflict, message);
}
