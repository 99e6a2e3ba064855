import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Minimal for now: the bank-binding work extends it.
  await db.schema
    .createTable('payout_accounts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel_number', 'integer', (col) => col.notNull())
    .addColumn('account_name', 'text', (col) => col.notNull())
    .addColumn('account_number', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('payout_accounts_user_idx')
    .on('payout_accounts')
    .column('user_id')
    .execute();

  // Analytics events and partner-product clicks.
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('product_ref', 'text', (col) => col.notNull())
    .addColumn('module_id', 'integer', (col) => col.notNull())
    .addColumn('position_id', 'integer', (col) => col.notNull())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_events_kind_at_idx')
    .on('analytics_events')
    .columns(['kind', 'at'])
    .execute();

  // The operators' clock offset (outside production): one row, survives restarts.
  await db.schema
    .createTable('clock_offset')
    .addColumn('id', 'boolean', (col) => col.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('offset_ms', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('clock_offset').execute();
  await db.schema.dropTable('analytics_events').execute();
  await db.schema.dropTable('payout_accounts').execute();
}
