import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // An order keeps whether its product allowed a rollover when it was applied for, as it keeps the
  // pricing: an operator's later change to the product reaches new loans only.
  await db.schema
    .alterTable('loan_orders')
    .addColumn('rollover_allowed', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  await sql`UPDATE loan_orders SET rollover_allowed = products.rollover_allowed
    FROM products WHERE products.id = loan_orders.product_id`.execute(db);

  // Images an operator attaches to a complaint reply: kept as a borrower's are, named by who sent them.
  await db.schema
    .alterTable('uploads')
    .alterColumn('user_id', (col) => col.dropNotNull())
    .execute();
  await db.schema.alterTable('uploads').addColumn('operator_actor', 'text').execute();
  await db.schema
    .alterTable('uploads')
    .addCheckConstraint('uploads_one_owner', sql`num_nonnulls(user_id, operator_actor) = 1`)
    .execute();
  await db.schema
    .createIndex('uploads_operator_idx')
    .on('uploads')
    .columns(['operator_actor', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('uploads_operator_idx').execute();
  await db.schema.alterTable('uploads').dropConstraint('uploads_one_owner').execute();
  await sql`DELETE FROM uploads WHERE user_id IS NULL`.execute(db);
  await db.schema.alterTable('uploads').dropColumn('operator_actor').execute();
  await db.schema
    .alterTable('uploads')
    .alterColumn('user_id', (col) => col.setNotNull())
    .execute();
  await db.schema.alterTable('loan_orders').dropColumn('rollover_allowed').execute();
}
