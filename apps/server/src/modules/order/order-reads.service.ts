import type { Db } from '../../db/database.ts';
import {
  countOrders as countOrderRows,
  findOrderRowById,
  findOrderRowWithPhone,
  listOrderRowsByDue,
  listOrderRowsWithPhone,
  listReleasedOrderRows,
  type OrderListFilter,
} from './order.repository.ts';
import { type Order, toOrder } from './order.ts';
import {
  listEventRowsOfKinds,
  listOrderEventRows,
  listOrderEventRowsOfKinds,
} from './order-event.repository.ts';
import { type OrderPrefixSearch, searchOrderRowsByPrefix } from './order-search.repository.ts';

export type { OrderListFilter, OrderPrefixSearch };

export type OrderCountFilter = Parameters<typeof countOrderRows>[1];
export type OrderDueFilter = Parameters<typeof listOrderRowsByDue>[1];

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

/** Orders whose number or borrower's phone starts with a prefix (the back office's search). */
export async function searchOrdersWithPhone(
  db: Db,
  search: OrderPrefixSearch,
): Promise<OrderWithPhone[]> {
  const rows = await searchOrderRowsByPrefix(db, search);
  return rows.map((row) => ({ order: toOrder(row), phone: row.phone }));
}

export async function findOrderWithPhone(
  db: Db,
  publicId: string,
): Promise<OrderWithPhone | undefined> {
  const row = await findOrderRowWithPhone(db, publicId);
  return row && { order: toOrder(row), phone: row.phone };
}

/** Any order by its internal id, or undefined. */
export async function findOrderById(db: Db, id: string): Promise<Order | undefined> {
  const row = await findOrderRowById(db, id);
  return row && toOrder(row);
}

/** Orders of a status by their (last) due day, earliest first, a page at a time. */
export async function listOrdersWithPhoneByDue(
  db: Db,
  filter: OrderDueFilter,
): Promise<OrderWithPhone[]> {
  const rows = await listOrderRowsByDue(db, filter);
  return rows.map((row) => ({ order: toOrder(row), phone: row.phone }));
}

/** How many orders match (the back office's counts). */
export function countOrders(db: Db, filter: OrderCountFilter): Promise<number> {
  return countOrderRows(db, filter);
}

/** A page of released orders after the internal id `after`, in id order (reconcile's walk). */
export async function listReleasedOrders(
  db: Db,
  after: string | undefined,
  limit: number,
): Promise<Order[]> {
  return (await listReleasedOrderRows(db, after, limit)).map(toOrder);
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

/** The borrower-facing outcomes of an order: decided, or its money released. */
export const DECISION_EVENTS = [
  'decision.approve',
  'decision.reject',
  'release.confirmed',
] as const;
export type DecisionEventKind = (typeof DECISION_EVENTS)[number];

export interface DecisionEvent {
  eventId: string;
  kind: DecisionEventKind;
  at: Date;
  note: string;
  orderId: string;
  userId: string;
  netProceeds: number;
}

type DecisionRow = Awaited<ReturnType<typeof listOrderEventRowsOfKinds>>[number];

function toDecisionEvent(row: DecisionRow): DecisionEvent {
  return {
    eventId: String(row.id),
    kind: row.event as DecisionEventKind,
    at: row.at,
    note: row.note,
    orderId: row.public_id,
    userId: row.user_id,
    netProceeds: row.net_proceeds,
  };
}

/** Decisions and releases since `since`, oldest first, a page after `after`. */
export async function decisionEventsSince(
  db: Db,
  since: Date,
  after: { at: Date; id: string } | undefined,
  limit: number,
): Promise<DecisionEvent[]> {
  const rows = await listEventRowsOfKinds(db, DECISION_EVENTS, since, after, limit);
  return rows.map(toDecisionEvent);
}

/** One order's decisions and release (internal order id). */
export async function decisionEventsOfOrder(db: Db, orderId: string): Promise<DecisionEvent[]> {
  return (await listOrderEventRowsOfKinds(db, orderId, DECISION_EVENTS)).map(toDecisionEvent);
}
