import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // The borrower's choice about the non-essential messages; no row: the defaults.
  await db.schema
    .createTable('borrower_message_settings')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id'))
    // SMS of the reminders before a due date (the in-app message stays either way).
    .addColumn('reminder_sms', 'boolean', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .alterTable('borrower_messages')
    // A path in the app the message opens (a complaint's page), or null.
    .addColumn('link', 'text')
    // An SMS held until the sending hours open: its text until it goes, then null.
    .addColumn('sms_text', 'text')
    .execute();
  await db.schema
    .createIndex('borrower_messages_sms_held')
    .on('borrower_messages')
    .columns(['created_at', 'id'])
    .where(sql.ref('sms_status'), '=', sql.lit('held'))
    .execute();
  // The messages job finds the decisions and releases of the last days by their event.
  await db.schema
    .createIndex('order_events_event_at')
    .on('order_events')
    .columns(['event', 'at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('order_events_event_at').execute();
  await db.schema.dropIndex('borrower_messages_sms_held').execute();
  await db.schema.alterTable('borrower_messages').dropColumn('sms_text').execute();
  await db.schema.alterTable('borrower_messages').dropColumn('link').execute();
  await db.schema.dropTable('borrower_message_settings').execute();
}
