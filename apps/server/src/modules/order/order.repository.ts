import { ORDER_STATUS } from '@loan/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LoanOrdersTable } from '../../db/schema.ts';
import { limitLiteral, type PageCursor } from '../../lib/page-cursor.ts';
import { OPEN_STATUSES } from './order.ts';

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
/** Where a sweep's walk through one kind of order stopped: the last row's sort key. */
export interface SweepCursor {
  key: string;
  id: string;
}

/** A page of applications still undecided at `decideBefore` (loan_orders_status_applied_idx). */
export async function listLateApplicationIds(
  db: Db,
  decideBefore: Date,
  after: SweepCursor | undefined,
  limit: number,
): Promise<SweepCursor[]> {
  let query = db
    .selectFrom('loan_orders')
    .select(['id', 'applied_at', 'public_id'])
    .where('status', '=', ORDER_STATUS.underReview)
    .where('applied_at', '<=', decideBefore);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('applied_at', 'public_id'), '>', eb.tuple(new Date(after.key), after.id)),
    );
  }
  const rows = await query
    .orderBy('applied_at')
    .orderBy('public_id')
    .limit(limitLiteral(limit))
    .execute();
  return rows.map((row) => ({ key: row.applied_at.toISOString(), id: row.public_id }));
}

/** A page of loans the clock moves on or before `today` (loan_orders_clock_on_idx). */
export async function listLoanIdsToMove(
  db: Db,
  today: string,
  after: SweepCursor | undefined,
  limit: number,
): Promise<SweepCursor[]> {
  let query = db
    .selectFrom('loan_orders')
    .select(['id', 'clock_on'])
    .where('clock_on', 'is not', null)
    .where('clock_on', '<=', today);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('clock_on', 'id'), '>', eb.tuple(after.key, after.id)),
    );
  }
  const rows = await query.orderBy('clock_on').orderBy('id').limit(limitLiteral(limit)).execute();
  return rows.map((row) => ({ key: row.clock_on ?? today, id: row.id }));
}

/** The rows locked for the sweep, leaving out any another transaction is changing right now. */
export async function lockOrderRowsForSweep(
  db: Db,
  ids: { column: 'id' | 'public_id'; values: string[] },
) {
  if (ids.values.length === 0) return [];
  return db
    .selectFrom('loan_orders')
    .selectAll()
    .where(ids.column, 'in', ids.values)
    .forUpdate()
    .skipLocked()
    .execute();
}

export interface OrderListFilter {
  status?: number | undefined;
  phone?: string | undefined;
  /** Applied at or after this instant, and before `appliedBefore`. */
  appliedFrom?: Date | undefined;
  appliedBefore?: Date | undefined;
  limit: number;
  /** Only orders listed after this one, newest first. */
  after?: PageCursor | undefined;
}

/** Newest first by (applied_at, public_id): loan_orders_applied_idx and _status_applied_idx. */
export async function listOrderRowsWithPhone(db: Db, filter: OrderListFilter) {
  let query = db
    .selectFrom('loan_orders')
    .innerJoin('users', 'users.id', 'loan_orders.user_id')
    .selectAll('loan_orders')
    .select('users.phone');
  if (filter.status !== undefined) query = query.where('loan_orders.status', '=', filter.status);
  if (filter.phone !== undefined) query = query.where('users.phone', '=', filter.phone);
  if (filter.appliedFrom) query = query.where('loan_orders.applied_at', '>=', filter.appliedFrom);
  if (filter.appliedBefore) {
    query = query.where('loan_orders.applied_at', '<', filter.appliedBefore);
  }
  const after = filter.after;
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('loan_orders.applied_at', 'loan_orders.public_id'),
        '<',
        eb.tuple(after.at, after.id),
      ),
    );
  }
  return query
    .orderBy('loan_orders.applied_at', 'desc')
    .orderBy('loan_orders.public_id', 'desc')
    .limit(limitLiteral(filter.limit))
    .execute();
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

/**
 * Orders of a status whose (last) due day is on or after `dueFrom`, earliest due first, a page
 * after `after` (loan_orders_status_due_idx).
 */
export async function listOrderRowsByDue(
  db: Db,
  filter: {
    status: number;
    dueFrom: string | null;
    after: { dueDate: string; publicId: string } | null;
    limit: number;
  },
) {
  let query = db
    .selectFrom('loan_orders')
    .innerJoin('users', 'users.id', 'loan_orders.user_id')
    .selectAll('loan_orders')
    .select('users.phone')
    .where('loan_orders.status', '=', filter.status);
  if (filter.dueFrom !== null) query = query.where('loan_orders.due_date', '>=', filter.dueFrom);
  const after = filter.after;
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('loan_orders.due_date', 'loan_orders.public_id'),
        '>',
        eb.tuple(after.dueDate, after.publicId),
      ),
    );
  }
  return query
    .orderBy('loan_orders.due_date')
    .orderBy('loan_orders.public_id')
    .limit(limitLiteral(filter.limit))
    .execute();
}

/** How many orders match, each count an index range (loan_orders_status_due_idx and others). */
export async function countOrders(
  db: Db,
  filter: {
    status?: number;
    dueFrom?: string;
    dueTo?: string;
    releaseDate?: string;
    appliedFrom?: Date;
    appliedBefore?: Date;
  },
): Promise<number> {
  let query = db.selectFrom('loan_orders').select((eb) => eb.fn.countAll<string>().as('n'));
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.dueFrom) query = query.where('due_date', '>=', filter.dueFrom);
  if (filter.dueTo) query = query.where('due_date', '<=', filter.dueTo);
  if (filter.releaseDate) query = query.where('release_date', '=', filter.releaseDate);
  if (filter.appliedFrom) query = query.where('applied_at', '>=', filter.appliedFrom);
  if (filter.appliedBefore) query = query.where('applied_at', '<', filter.appliedBefore);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of released orders (reconcile's keyset walk over every order), in id order. */
export async function listReleasedOrderRows(db: Db, after: string | undefined, limit: number) {
  let query = db.selectFrom('loan_orders').selectAll().where('release_date', 'is not', null);
  if (after) query = query.where('id', '>', after);
  return query.orderBy('id').limit(limitLiteral(limit)).execute();
}

export async function findOrderRowById(db: Db, id: string) {
  return db.selectFrom('loan_orders').selectAll().where('id', '=', id).executeTakeFirst();
}
