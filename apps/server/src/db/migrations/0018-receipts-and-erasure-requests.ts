import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * One official receipt series per lender (docs/decisions/0033): the last number issued, moved in
 * the transaction that books the payment. Receipts issued before keep the numbers they were
 * given; the series starts at 1. And the borrowers' requests to erase their data.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('receipt_series')
    // The lender's SEC registration number.
    .addColumn('lender', 'text', (col) => col.primaryKey())
    .addColumn('last_no', 'bigint', (col) => col.notNull().check(sql`last_no > 0`))
    .execute();

  await db.schema
    .createTable('erasure_requests')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('received', 'completed')`),
    )
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull())
    .addColumn('completed_at', 'timestamptz')
    .execute();
  // One open request per borrower: asking again answers with the same reference.
  await db.schema
    .createIndex('erasure_requests_one_open')
    .on('erasure_requests')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'received')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('erasure_requests').execute();
  await db.schema.dropTable('receipt_series').execute();
}
