import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderEventsTable } from '../../db/schema.ts';
import { limitLiteral } from '../../lib/page-cursor.ts';

export async function insertOrderEvent(db: Db, event: Insertable<OrderEventsTable>) {
  await db.insertInto('order_events').values(event).execute();
}

export async function listOrderEventRows(db: Db, orderId: string) {
  return db
    .selectFrom('order_events')
    .select(['actor', 'from_status', 'to_status', 'event', 'at', 'note'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Events of these kinds with what a message about them needs of their order. */
function eventsWithOrder(db: Db, kinds: readonly string[]) {
  return db
    .selectFrom('order_events')
    .innerJoin('loan_orders', 'loan_orders.id', 'order_events.order_id')
    .select([
      'order_events.id',
      'order_events.event',
      'order_events.at',
      'order_events.note',
      'loan_orders.public_id',
      'loan_orders.user_id',
      'loan_orders.net_proceeds',
    ])
    .where('order_events.event', 'in', [...kinds]);
}

/** Events of these kinds since `since`, oldest first, with their order (order_events_event_at). */
export async function listEventRowsOfKinds(
  db: Db,
  kinds: readonly string[],
  since: Date,
  after: { at: Date; id: string } | undefined,
  limit: number,
) {
  let query = eventsWithOrder(db, kinds).where('order_events.at', '>=', since);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('order_events.at', 'order_events.id'), '>', eb.tuple(after.at, after.id)),
    );
  }
  return query
    .orderBy('order_events.at')
    .orderBy('order_events.id')
    .limit(limitLiteral(limit))
    .execute();
}

/** One order's events of these kinds, with the order. */
export async function listOrderEventRowsOfKinds(db: Db, orderId: string, kinds: readonly string[]) {
  return eventsWithOrder(db, kinds)
    .where('order_events.order_id', '=', orderId)
    .orderBy('order_events.id')
    .execute();
}
