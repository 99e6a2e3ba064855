import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('customer_service_contacts')
    // A constant key with a check keeps the table at one row.
    .addColumn('id', 'boolean', (col) => col.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('sm_wa', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('customer_service_contacts').execute();
}
