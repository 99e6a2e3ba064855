import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CollectionContactsTable } from '../../db/schema.ts';

export type ContactRow = Selectable<CollectionContactsTable>;

export function insertContact(db: Db, values: Insertable<CollectionContactsTable>) {
  return db
    .insertInto('collection_contacts')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An order's contacts, newest first. */
export function listContactRows(db: Db, orderId: string) {
  return db
    .selectFrom('collection_contacts')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('contacted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The newest contact of each of these orders. */
export async function latestContactRows(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('collection_contacts')
    .selectAll()
    .distinctOn('order_id')
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('contacted_at', 'desc')
    .execute();
}

export async function consentedOrderIds(db: Db, orderIds: string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('collection_consents')
    .select('order_id')
    .where('order_id', 'in', orderIds)
    .execute();
  return new Set(rows.map((row) => row.order_id));
}

/** Records the consent once; a second one for the order changes nothing. */
export async function insertConsent(
  db: Db,
  values: { order_id: string; note: string; actor: string; consented_at: Date },
) {
  await db
    .insertInto('collection_consents')
    .values(values)
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .execute();
}

/** Keeps when, how and with what outcome each contact was made; drops who was reached and notes. */
export async function anonymiseContactRows(db: Db, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .updateTable('collection_contacts')
    .set({ contact_name: '', note: '' })
    .where('order_id', 'in', orderIds)
    .execute();
}
