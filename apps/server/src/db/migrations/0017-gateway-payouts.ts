import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

const PAYOUT_STATUSES = sql.raw(`'requested', 'pending', 'succeeded', 'failed'`);

export async function up(db: AnyDb): Promise<void> {
  // The gateway's own id of a pay code (a payment request) and the code a borrower quotes at a
  // store, when it is the gateway's rather than ours.
  await db.schema
    .alterTable('pay_codes')
    .addColumn('provider_ref', 'text')
    .addColumn('provider_code', 'text')
    .execute();

  // A release of a loan's money through the gateway. Never changed: its life is the events below.
  await db.schema
    .createTable('payouts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('loan_orders.id'))
    .addColumn('payout_account_id', 'uuid', (col) => col.notNull().references('payout_accounts.id'))
    .addColumn('provider', 'text', (col) => col.notNull())
    // Ours, sent as the gateway's reference_id and idempotency key: one payout, one key.
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('channel_code', 'text', (col) => col.notNull())
    .addColumn('requested_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payouts_order_idx').on('payouts').column('order_id').execute();

  await db.schema
    .createTable('payout_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('payout_id', 'uuid', (col) => col.notNull().references('payouts.id'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in (${PAYOUT_STATUSES})`))
    .addColumn('provider_payout_id', 'text')
    .addColumn('failure_code', 'text')
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute();
  // A payout ends once: a replayed webhook cannot succeed or fail it twice.
  await db.schema
    .createIndex('payout_events_one_end')
    .on('payout_events')
    .column('payout_id')
    .unique()
    .where(sql.ref('status'), 'in', sql`('succeeded', 'failed')`)
    .execute();
  await db.schema
    .createIndex('payout_events_provider_idx')
    .on('payout_events')
    .column('provider_payout_id')
    .execute();

  // Webhooks already taken, by the gateway's webhook id: a redelivery is answered, not redone.
  await db.schema
    .createTable('provider_webhooks')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('webhook_id', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('provider_webhooks_pk', ['provider', 'webhook_id'])
    .execute();

  // What the sandbox provider settled (its own records, for reconciliation).
  await db.schema
    .createTable('sandbox_settlements')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('payment', 'payout')`))
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_settlements_day_idx')
    .on('sandbox_settlements')
    .column('settled_at')
    .execute();

  // Append-only in the database, not only by convention.
  await sql`
    create function refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only', tg_table_name;
    end $$`.execute(db);
  for (const table of ['payouts', 'payout_events']) {
    await sql`
      create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function refuse_change()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sandbox_settlements').execute();
  await db.schema.dropTable('provider_webhooks').execute();
  await db.schema.dropTable('payout_events').execute();
  await db.schema.dropTable('payouts').execute();
  await sql`drop function refuse_change()`.execute(db);
  await db.schema
    .alterTable('pay_codes')
    .dropColumn('provider_ref')
    .dropColumn('provider_code')
    .execute();
}
