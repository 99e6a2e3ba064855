import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * The outbox keeps delivery metadata and the text with its code masked, never the code; request
 * counts per address and minute, shared by every server process (flushed in batches).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('request_counts')
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('request_counts_pkey', ['ip', 'window_start'])
    .execute();
  await db.schema
    .alterTable('sms_outbox')
    .addColumn('provider', 'text', (col) => col.notNull().defaultTo('console'))
    .addColumn('provider_message_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('logged'))
    .execute();
  // Texts stored before this migration carry live or past codes: mask every run of six digits.
  await sql`update sms_outbox set body = regexp_replace(body, '[0-9]{6}', '••••••', 'g')`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('request_counts').execute();
  await db.schema
    .alterTable('sms_outbox')
    .dropColumn('provider')
    .dropColumn('provider_message_id')
    .dropColumn('status')
    .execute();
}
