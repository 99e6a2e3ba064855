import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

const list = (values: string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const KINDS = list(['guarantor', 'co-maker', 'immediate-family']);
const PARTIES = list(['borrower', 'guarantor', 'co-maker', 'immediate-family']);
const OLD_PARTIES = list(['borrower', 'guarantor', 'immediate-family']);

/**
 * Guarantors and co-makers become records of the loan (SEC MC 18 s.2019 s.1(h), decision 0074):
 * a collector may reach only the borrower and the people recorded here, and each contact names
 * the record it reached.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('loan_parties')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('loan_orders.id'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in (${KINDS})`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('relation', 'text', (col) => col.notNull())
    // How the borrower agreed to name this person, as the operator who recorded it heard it.
    .addColumn('borrower_consent', 'text', (col) => col.notNull())
    .addColumn('operator_id', 'uuid', (col) => col.references('operators.id'))
    .addColumn('added_by', 'text', (col) => col.notNull())
    .addColumn('added_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('loan_parties_order_idx')
    .on('loan_parties')
    .columns(['order_id', 'added_at'])
    .execute();

  await db.schema
    .alterTable('collection_contacts')
    .addColumn('party_id', 'uuid', (col) => col.references('loan_parties.id'))
    .execute();
  await sql`alter table collection_contacts drop constraint collection_contacts_party_check`.execute(
    db,
  );
  await sql`alter table collection_contacts add constraint collection_contacts_party_check check (party in (${PARTIES}))`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table collection_contacts drop constraint collection_contacts_party_check`.execute(
    db,
  );
  // Contacts with co-makers cannot go back to the old list of parties.
  await sql`delete from collection_contacts where party = 'co-maker'`.execute(db);
  await sql`alter table collection_contacts add constraint collection_contacts_party_check check (party in (${OLD_PARTIES}))`.execute(
    db,
  );
  await db.schema.alterTable('collection_contacts').dropColumn('party_id').execute();
  await db.schema.dropTable('loan_parties').execute();
}
