import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderEventsTable } from '../../db/schema.ts';

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
