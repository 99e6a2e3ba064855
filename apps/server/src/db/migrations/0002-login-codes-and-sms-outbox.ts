import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('login_codes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .addColumn('superseded_at', 'timestamptz')
    .execute();
  // The rate limits count rows per phone and per IP inside a time window.
  await db.schema
    .createIndex('login_codes_phone_created_idx')
    .on('login_codes')
    .columns(['phone', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_codes_ip_created_idx')
    .on('login_codes')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sms_outbox_phone_created_idx')
    .on('sms_outbox')
    .columns(['phone', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('login_codes').execute();
}
