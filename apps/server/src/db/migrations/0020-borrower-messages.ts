import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('borrower_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    // The order's public id, as the borrower knows it; null for a message about no order.
    .addColumn('order_ref', 'text')
    .addColumn('kind', 'text', (col) => col.notNull())
    // What makes a message once-only (a reminder: order, instalment and step): a second run of
    // the job finds it taken and sends nothing.
    .addColumn('dedupe_key', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    // The SMS sent with it: the provider's status, null when none was sent.
    .addColumn('sms_status', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('borrower_messages_user_newest')
    .on('borrower_messages')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('borrower_messages').execute();
}
