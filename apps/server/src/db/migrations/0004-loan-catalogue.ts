import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Our own products. Amounts in minor units, rates in basis points.
  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('logo', 'text', (col) => col.notNull())
    .addColumn('min_amount', 'integer', (col) => col.notNull().check(sql`min_amount > 0`))
    .addColumn('max_amount', 'integer', (col) => col.notNull())
    .addColumn('amount_step', 'integer', (col) => col.notNull().check(sql`amount_step > 0`))
    .addColumn('default_amount', 'integer', (col) => col.notNull())
    .addColumn('term_days', 'integer', (col) => col.notNull())
    .addColumn('periods', 'integer', (col) => col.notNull().check(sql`periods > 0`))
    .addColumn('daily_interest_bps', 'integer', (col) => col.notNull())
    .addColumn('service_fee_bps', 'integer', (col) => col.notNull())
    .addColumn('rate_description', 'text', (col) => col.notNull())
    .addColumn('rollover_allowed', 'boolean', (col) => col.notNull())
    .addColumn('send_sms', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('exit_popup', 'boolean', (col) => col.notNull())
    .addColumn('exit_popup_title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('exit_popup_content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('first_loan_agreement_popup', 'boolean', (col) => col.notNull())
    .addColumn('promo_title', 'text')
    .addColumn('promo_content', 'text')
    .addColumn('promo_image', 'text')
    .addColumn('button_text', 'text', (col) => col.notNull())
    .addColumn('button_message', 'text', (col) => col.notNull())
    .addColumn('banner_image', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'products_amounts_check',
      sql`min_amount <= default_amount and default_amount <= max_amount`,
    )
    .execute();

  // Partner ("union") products, shown as recommendations; they open on the partner's side.
  await db.schema
    .createTable('partner_products')
    .addColumn('product_key', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('logo', 'text', (col) => col.notNull())
    .addColumn('button_text', 'text', (col) => col.notNull())
    .addColumn('min_amount', 'integer', (col) => col.notNull())
    .addColumn('max_amount', 'integer', (col) => col.notNull())
    .addColumn('range_description', 'text', (col) => col.notNull())
    .addColumn('rate', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('partner_products').execute();
  await db.schema.dropTable('products').execute();
}
