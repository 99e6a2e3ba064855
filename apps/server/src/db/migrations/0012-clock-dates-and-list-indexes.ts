import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // The Philippine date on which the clock next moves a loan (null: only a payment or an operator
  // can). Set with every status change; until then the first instalment's due date is a safe
  // earliest guess, which the next sweep corrects.
  await db.schema.alterTable('loan_orders').addColumn('clock_on', 'text').execute();
  await sql`
    update loan_orders set clock_on = schedule -> 0 ->> 'dueDate'
    where status in (170, 174) and schedule is not null`.execute(db);
  await db.schema
    .createIndex('loan_orders_clock_on_idx')
    .on('loan_orders')
    .columns(['clock_on', 'id'])
    .where(sql.ref('clock_on'), 'is not', null)
    .execute();
  // Operators' lists, newest first, a page at a time; also the late applications the sweep decides.
  await db.schema
    .createIndex('loan_orders_applied_idx')
    .on('loan_orders')
    .columns(['applied_at', 'public_id'])
    .execute();
  await db.schema
    .createIndex('loan_orders_status_applied_idx')
    .on('loan_orders')
    .columns(['status', 'applied_at', 'public_id'])
    .execute();
  await db.schema.dropIndex('loan_orders_status_idx').execute();
  await db.schema
    .createIndex('complaints_created_idx')
    .on('complaints')
    .columns(['created_at', 'public_id'])
    .execute();
  await db.schema
    .createIndex('complaints_status_created_idx')
    .on('complaints')
    .columns(['status', 'created_at', 'public_id'])
    .execute();
  // When each scheduled job last ran, shared by every server process.
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropIndex('complaints_status_created_idx').execute();
  await db.schema.dropIndex('complaints_created_idx').execute();
  await db.schema
    .createIndex('loan_orders_status_idx')
    .on('loan_orders')
    .column('status')
    .execute();
  await db.schema.dropIndex('loan_orders_status_applied_idx').execute();
  await db.schema.dropIndex('loan_orders_applied_idx').execute();
  await db.schema.dropIndex('loan_orders_clock_on_idx').execute();
  await db.schema.alterTable('loan_orders').dropColumn('clock_on').execute();
}
