import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Promotion landing pages an operator publishes (the demo seed adds one).
  await db.schema
    .createTable('landing_templates')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // A visitor's sid: the captcha picture shown for it (its answer hashed) and its state.
  await db.schema
    .createTable('promotion_sids')
    .addColumn('sid', 'text', (col) => col.primaryKey())
    .addColumn('answer_hash', 'text')
    .addColumn('captcha_state', 'text', (col) => col.notNull().defaultTo('none'))
    .addColumn('captcha_expires_at', 'timestamptz')
    .addColumn('pictures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // Visits and clicks, counted per template, channel and Philippine day.
  await db.schema
    .createTable('landing_counts')
    .addColumn('template_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('app_from', 'text', (col) => col.notNull())
    .addColumn('user_from', 'text', (col) => col.notNull())
    .addColumn('utm_tag', 'text', (col) => col.notNull())
    .addColumn('client_type', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('landing_counts_pk', [
      'template_id',
      'day',
      'app_from',
      'user_from',
      'utm_tag',
      'client_type',
      'kind',
    ])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('landing_counts').execute();
  await db.schema.dropTable('promotion_sids').execute();
  await db.schema.dropTable('landing_templates').execute();
}
