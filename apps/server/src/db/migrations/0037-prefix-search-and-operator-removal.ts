import { type Kysely, sql } from 'kysely';

// The back office finds orders by the start of a phone or an order number, and payments by the
// start of a receipt number or a reference (docs/decisions/0048). A "C" collation orders text by
// its bytes, so every value starting with a prefix lies in one range of these indexes, whatever
// the database's own collation; the range is two parameters, which a generic plan still walks.
// An operator's access can be removed (docs/decisions/0049): the account stays, for the trail.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_phone_prefix_idx on users (phone collate "C")`.execute(db);
  await sql`create index loan_orders_public_id_prefix_idx on loan_orders (public_id collate "C")`.execute(
    db,
  );
  await sql`create index payments_receipt_prefix_idx on payments (receipt_no collate "C")`.execute(
    db,
  );
  await sql`create index payments_reference_prefix_idx on payments (reference collate "C")`.execute(
    db,
  );
  // The prefix index finds a whole reference too.
  await sql`drop index payments_reference_idx`.execute(db);
  await sql`alter table operators add column removed_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table operators drop column removed_at`.execute(db);
  await sql`create index payments_reference_idx on payments (reference)`.execute(db);
  await sql`drop index payments_reference_prefix_idx`.execute(db);
  await sql`drop index payments_receipt_prefix_idx`.execute(db);
  await sql`drop index loan_orders_public_id_prefix_idx`.execute(db);
  await sql`drop index users_phone_prefix_idx`.execute(db);
}
