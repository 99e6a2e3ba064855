import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

const list = (values: string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const CHANNELS = list(['call', 'sms', 'email']);
const PARTIES = list(['borrower', 'guarantor', 'immediate-family']);

export async function up(db: AnyDb): Promise<void> {
  // What collectors did about an overdue order. Only contacts the rule allowed are kept (a
  // refusal is an audit record); rows are never changed, so no foreign key cascades into them.
  await db.schema
    .createTable('collection_contacts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('loan_orders.id'))
    .addColumn('operator_id', 'uuid', (col) => col.references('operators.id'))
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in (${CHANNELS})`))
    .addColumn('party', 'text', (col) => col.notNull().check(sql`party in (${PARTIES})`))
    .addColumn('contact_name', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    // A promise to pay: the Philippine day and the amount in centavos.
    .addColumn('promise_date', 'text')
    .addColumn('promise_amount', 'integer', (col) =>
      col.check(sql`promise_amount is null or promise_amount > 0`),
    )
    .addColumn('days_past_due', 'integer', (col) => col.notNull())
    .addColumn('contacted_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('collection_contacts_order_idx')
    .on('collection_contacts')
    .columns(['order_id', 'contacted_at'])
    .execute();

  // The worklist and the dashboard's overdue buckets: orders of a status by due day.
  await db.schema
    .createIndex('loan_orders_status_due_idx')
    .on('loan_orders')
    .columns(['status', 'due_date', 'public_id'])
    .execute();
  await db.schema
    .createIndex('loan_orders_release_idx')
    .on('loan_orders')
    .column('release_date')
    .where(sql.ref('release_date'), 'is not', null)
    .execute();

  // The borrower agreed to be contacted outside 06:00-22:00 (SEC MC 18 s.2019), and how.
  await db.schema
    .createTable('collection_consents')
    .addColumn('order_id', 'uuid', (col) => col.primaryKey().references('loan_orders.id'))
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('consented_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('collection_consents').execute();
  await db.schema.dropIndex('loan_orders_release_idx').execute();
  await db.schema.dropIndex('loan_orders_status_due_idx').execute();
  await db.schema.dropTable('collection_contacts').execute();
}
