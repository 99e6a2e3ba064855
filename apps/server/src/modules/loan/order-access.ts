import { BUSINESS_CODE } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOrderRow, type OrderRow } from './order.repository.ts';
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

export function statusConflict(message: string): AppError {
  return new AppError(BUSINESS_CODE.orderStatusConflict, message);
}
