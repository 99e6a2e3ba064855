import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

const MONEY = (name: string) => sql.raw(`${name} >= 0`);

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('loan_orders')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('public_id', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id'))
    .addColumn('status', 'smallint', (col) =>
      col.notNull().check(sql`status in (21, 110, 151, 170, 174, 180, 200)`),
    )
    .addColumn('client_kind', 'text', (col) =>
      col.notNull().check(sql`client_kind in ('new', 'repeat')`),
    )
    // The pricing as it was when the borrower applied: later product changes do not touch it.
    .addColumn('principal', 'integer', (col) => col.notNull().check(sql`principal > 0`))
    .addColumn('term_days', 'integer', (col) => col.notNull())
    .addColumn('periods', 'integer', (col) => col.notNull())
    .addColumn('daily_interest_bps', 'integer', (col) => col.notNull())
    .addColumn('service_fee_bps', 'integer', (col) => col.notNull())
    .addColumn('min_amount', 'integer', (col) => col.notNull())
    .addColumn('max_amount', 'integer', (col) => col.notNull())
    .addColumn('amount_step', 'integer', (col) => col.notNull())
    // The quote's figures: as applied for, replaced by the quote at release.
    .addColumn('service_fee', 'integer', (col) => col.notNull().check(MONEY('service_fee')))
    .addColumn('net_proceeds', 'integer', (col) => col.notNull())
    .addColumn('interest', 'integer', (col) => col.notNull())
    .addColumn('total_repayable', 'integer', (col) => col.notNull())
    .addColumn('release_date', 'text')
    .addColumn('due_date', 'text')
    .addColumn('schedule', 'jsonb')
    .addColumn('paid_penalty', 'integer', (col) =>
      col.notNull().defaultTo(0).check(MONEY('paid_penalty')),
    )
    .addColumn('paid_interest', 'integer', (col) =>
      col.notNull().defaultTo(0).check(MONEY('paid_interest')),
    )
    .addColumn('paid_principal', 'integer', (col) =>
      col.notNull().defaultTo(0).check(MONEY('paid_principal')),
    )
    .addColumn('penalty_charged', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('default_interest_carried', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('default_accrued_through', 'text')
    .addColumn('rollovers', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('applied_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('disbursed_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint(
      'loan_orders_dates_check',
      sql`(release_date is null or release_date ~ '^\\d{4}-\\d{2}-\\d{2}$') and (due_date is null or due_date ~ '^\\d{4}-\\d{2}-\\d{2}$')`,
    )
    .execute();
  // At most one open application per borrower and product: double taps and concurrent replays
  // of the push cannot create a second one, whatever the application code does.
  await db.schema
    .createIndex('loan_orders_one_open_per_product')
    .on('loan_orders')
    .columns(['user_id', 'product_id'])
    .unique()
    .where(sql.ref('status'), 'in', [110, 151])
    .execute();
  await db.schema
    .createIndex('loan_orders_user_applied_idx')
    .on('loan_orders')
    .columns(['user_id', 'applied_at'])
    .execute();
  await db.schema
    .createIndex('loan_orders_status_idx')
    .on('loan_orders')
    .column('status')
    .execute();

  await db.schema
    .createTable('order_events')
    // Insertion order: several events can share one instant (a push decided at once).
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('order_id', 'uuid', (col) =>
      col.notNull().references('loan_orders.id').onDelete('cascade'),
    )
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('from_status', 'smallint')
    .addColumn('to_status', 'smallint', (col) => col.notNull())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('order_events_order_at_idx')
    .on('order_events')
    .columns(['order_id', 'at'])
    .execute();

  await db.schema
    .createTable('order_ratings')
    .addColumn('order_id', 'uuid', (col) =>
      col.primaryKey().references('loan_orders.id').onDelete('cascade'),
    )
    .addColumn('score', 'smallint', (col) => col.notNull().check(sql`score between 1 and 5`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // Idempotency-Key per borrower and call: the first request's result is replayed to repeats.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('result', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'scope', 'key'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropTable('order_ratings').execute();
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropTable('loan_orders').execute();
}
