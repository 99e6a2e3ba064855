import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Each comparison of a Philippine day with the gateway, as it came out: the Payments screen
  // shows the latest of each day, the dashboard counts their exceptions (decision 0039).
  await db.schema
    .createTable('payment_reconciliations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('matched', 'integer', (col) => col.notNull())
    .addColumn('exceptions', 'integer', (col) => col.notNull())
    .addColumn('report', 'jsonb', (col) => col.notNull())
    .addColumn('run_by', 'text', (col) => col.notNull())
    .addColumn('run_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payment_reconciliations_date_idx')
    .on('payment_reconciliations')
    .columns(['date', 'run_at'])
    .execute();
  // The payments list finds a payment by its reference (provider or operator).
  await db.schema
    .createIndex('payments_reference_idx')
    .on('payments')
    .column('reference')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payments_reference_idx').execute();
  await db.schema.dropTable('payment_reconciliations').execute();
}
