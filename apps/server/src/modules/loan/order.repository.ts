import { ORDER_STATUS } from '@loan/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LoanOrdersTable } from '../../db/schema.ts';
import { LOAN_OUT_STATUSES, OPEN_STATUSES } from './order.ts';

export type OrderRow = Selectable<LoanOrdersTable>;

export async function insertOrder(db: Db, values: Insertable<LoanOrdersTable>): Promise<OrderRow> {
  return db.insertInto('loan_orders').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findOrderRow(db: Db, publicId: string) {
  return db
    .selectFrom('loan_orders')
    .selectAll()
    .where('public_id', '=', publicId)
    .executeTakeFirst();
}

/** The row locked until the transaction ends (every status change goes through this). */
export async function lockOrderRow(db: Db, id: string) {
  return db
    .selectFrom('loan_orders')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updateOrderRow(db: Db, id: string, patch: Updateable<LoanOrdersTable>) {
  return db
    .updateTable('loan_orders')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findOpenOrderRow(db: Db, userId: string, productId: string) {
  return db
    .selectFrom('loan_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('status', 'in', [...OPEN_STATUSES])
    .executeTakeFirst();
}

export async function listUserOrderRows(db: Db, userId: string, statuses: readonly number[]) {
  if (statuses.length === 0) return [];
  return db
    .selectFrom('loan_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', [...statuses])
    .execute();
}

export async function countUserOrders(db: Db, userId: string, statuses: readonly number[]) {
  const row = await db
    .selectFrom('loan_orders')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', 'in', [...statuses])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Orders the clock may move: applications waiting since before `decideBefore`, and loans out. */
export async function listOrderIdsToSweep(db: Db, decideBefore: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('loan_orders')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', ORDER_STATUS.underReview), eb('applied_at', '<=', decideBefore)]),
        eb('status', 'in', [...LOAN_OUT_STATUSES]),
      ]),
    )
    .orderBy('applied_at')
    .execute();
  return rows.map((row) => row.id);
}

export interface OrderListFilter {
  status?: number | undefined;
  phone?: string | undefined;
  limit: number;
}

export async function listOrderRowsWithPhone(db: Db, filter: OrderListFilter) {
  let query = db
    .selectFrom('loan_orders')
    .innerJoin('users', 'users.id', 'loan_orders.user_id')
    .selectAll('loan_orders')
    .select('users.phone');
  if (filter.status !== undefined) query = query.where('loan_orders.status', '=', filter.status);
  if (filter.phone !== undefined) query = query.where('users.phone', '=', filter.phone);
  return query.orderBy('loan_orders.applied_at', 'desc').limit(filter.limit).execute();
}

export async function findOrderRowWithPhone(db: Db, publicId: string) {
  return db
    .selectFrom('loan_orders')
    .innerJoin('users', 'users.id', 'loan_orders.user_id')
    .selectAll('loan_orders')
    .select('users.phone')
    .where('loan_orders.public_id', '=', publicId)
    .executeTakeFirst();
}
