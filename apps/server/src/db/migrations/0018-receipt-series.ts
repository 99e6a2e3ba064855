import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * One official receipt series per lender (docs/decisions/0033): the last number issued, moved in
 * the transaction that books the payment. Receipts issued before keep the numbers they were
 * given; the series starts at 1.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('receipt_series')
    // The lender's SEC registration number.
    .addColumn('lender', 'text', (col) => col.primaryKey())
    .addColumn('last_no', 'bigint', (col) => col.notNull().check(sql`last_no > 0`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('receipt_series').execute();
}
