import { ORDER_STATUS } from '@loan/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LoanOrdersTable } from '../../db/schema.ts';
import { countUserOrders, findOpenOrderRow, insertOrder } from './order.repository.ts';
import { type Order, toOrder } from './order.ts';
import { insertOrderEvent } from './order-event.repository.ts';

/** The borrower's open application or loan of a product, if any. */
export async function findOpenOrder(
  db: Db,
  userId: string,
  productId: string,
): Promise<Order | undefined> {
  const row = await findOpenOrderRow(db, userId, productId);
  return row ? toOrder(row) : undefined;
}

/** How many of the borrower's orders are in one of these statuses. */
export function countOrdersOfUser(
  db: Db,
  userId: string,
  statuses: readonly number[],
): Promise<number> {
  return countUserOrders(db, userId, statuses);
}

/** A new application under review and its first event, in the caller's transaction. */
export async function insertApplication(
  tx: Db,
  values: Omit<Insertable<LoanOrdersTable>, 'status'>,
  note: string,
): Promise<Order> {
  const row = await insertOrder(tx, { ...values, status: ORDER_STATUS.underReview });
  await insertOrderEvent(tx, {
    order_id: row.id,
    actor: 'borrower',
    from_status: null,
    to_status: ORDER_STATUS.underReview,
    event: 'application',
    at: values.applied_at,
    note,
  });
  return toOrder(row);
}
