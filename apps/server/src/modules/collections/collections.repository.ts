import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type {
  CollectionContactsTable,
  LoanPartiesTable,
  OffHoursConsentsTable,
} from '../../db/schema.ts';

export type ContactRow = Selectable<CollectionContactsTable>;
export type LoanPartyRow = Selectable<LoanPartiesTable>;
export type OffHoursConsentRow = Selectable<OffHoursConsentsTable>;

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

export function insertLoanParty(db: Db, values: Insertable<LoanPartiesTable>) {
  return db.insertInto('loan_parties').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The parties recorded on these orders, oldest first. */
export async function loanPartyRows(db: Db, orderIds: string[]): Promise<LoanPartyRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('loan_parties')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('added_at')
    .orderBy('id')
    .execute();
}

/** The borrower's consents in force on these orders (at most one per order). */
export async function consentsInForce(
  db: Db,
  orderIds: string[],
): Promise<Map<string, OffHoursConsentRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('off_hours_consents')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .where('withdrawn_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.order_id, row]));
}

/** Records a consent unless one is in force already (granted twice: the first stands). */
export async function insertConsent(
  db: Db,
  values: Omit<Insertable<OffHoursConsentsTable>, 'withdrawn_at'>,
): Promise<void> {
  await db
    .insertInto('off_hours_consents')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('order_id').where('withdrawn_at', 'is', null).doNothing(),
    )
    .execute();
}

export async function withdrawConsent(db: Db, orderId: string, at: Date): Promise<void> {
  await db
    .updateTable('off_hours_consents')
    .set({ withdrawn_at: at })
    .where('order_id', '=', orderId)
    .where('withdrawn_at', 'is', null)
    .execute();
}

/**
 * Erasure: contacts keep when, how and with what outcome; who was reached, the notes, and the
 * names and numbers of the parties recorded on the loan go.
 */
export async function anonymiseContactRows(db: Db, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .updateTable('collection_contacts')
    .set({ contact_name: '', note: '' })
    .where('order_id', 'in', orderIds)
    .execute();
  await db
    .updateTable('loan_parties')
    .set({ name: '', phone: '', relation: '', borrower_consent: '' })
    .where('order_id', 'in', orderIds)
    .execute();
}
