import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * Consent to contact outside 06:00-22:00 becomes the borrower's own act in the app (decision
 * 0075): the words agreed to, their language, when, and when it was withdrawn. Every grant is a
 * row; at most one per order is in force. The operators' notes in `collection_consents` stay as
 * history and no longer count.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('off_hours_consents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('loan_orders.id'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('words', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('granted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('off_hours_consents_in_force_idx')
    .on('off_hours_consents')
    .column('order_id')
    .unique()
    .where(sql.ref('withdrawn_at'), 'is', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('off_hours_consents').execute();
}
