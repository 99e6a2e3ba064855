import type { Db } from '../../db/database.ts';

export async function findContact(db: Db) {
  return db.selectFrom('customer_service_contacts').select(['email', 'sm_wa']).executeTakeFirst();
}

/** Creates the single contact row unless it exists (operators may have edited it). */
export async function insertContactIfMissing(
  db: Db,
  contact: { email: string; smWa: string; now: Date },
): Promise<void> {
  await db
    .insertInto('customer_service_contacts')
    .values({ email: contact.email, sm_wa: contact.smWa, updated_at: contact.now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Operators change the contact; the single row is made if the seed never did. */
export async function upsertContact(db: Db, contact: { email: string; smWa: string; now: Date }) {
  return db
    .insertInto('customer_service_contacts')
    .values({ email: contact.email, sm_wa: contact.smWa, updated_at: contact.now })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        email: contact.email,
        sm_wa: contact.smWa,
        updated_at: contact.now,
      }),
    )
    .returning(['email', 'sm_wa'])
    .executeTakeFirstOrThrow();
}
