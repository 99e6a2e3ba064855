import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PartnerProductsTable, ProductsTable } from '../../db/schema.ts';

export async function findProductRow(db: Db, id: string) {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listPartnerProductRows(db: Db) {
  return db
    .selectFrom('partner_products')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('product_key')
    .execute();
}

export async function findPartnerProductRow(db: Db, productKey: string) {
  return db
    .selectFrom('partner_products')
    .selectAll()
    .where('product_key', '=', productKey)
    .executeTakeFirst();
}

export async function insertProductsIfMissing(db: Db, rows: Insertable<ProductsTable>[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('products')
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function insertPartnerProductsIfMissing(
  db: Db,
  rows: Insertable<PartnerProductsTable>[],
) {
  if (rows.length === 0) return;
  await db
    .insertInto('partner_products')
    .values(rows)
    .onConflict((oc) => oc.column('product_key').doNothing())
    .execute();
}

export async function listProductRows(db: Db) {
  return db.selectFrom('products').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export type ProductChange = Pick<
  Updateable<ProductsTable>,
  | 'name'
  | 'active'
  | 'rollover_allowed'
  | 'min_amount'
  | 'max_amount'
  | 'amount_step'
  | 'default_amount'
  | 'term_days'
  | 'periods'
  | 'daily_interest_bps'
  | 'service_fee_bps'
  | 'rate_description'
>;

export async function updateProductRow(db: Db, id: string, change: ProductChange) {
  return db
    .updateTable('products')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
