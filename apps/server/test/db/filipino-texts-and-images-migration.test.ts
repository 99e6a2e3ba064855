import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { DEMO_PARTNER_PRODUCTS, DEMO_PRODUCTS } from '../../src/seed/demo-catalogue.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/** Rows seeded before their Filipino side existed get the seed's Filipino texts and pictures. */
describe('migration 0038 gives the seeded partner products and pictures their Filipino side', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    const { error } = await migrator.migrateTo('0037-prefix-search-and-operator-removal');
    if (error) throw error;
    const englishOnly = DEMO_PARTNER_PRODUCTS.map(
      ({ button_text_fil, range_description_fil, rate_fil, description_fil, ...english }) =>
        english,
    );
    await database.db.insertInto('partner_products').values(englishOnly).execute();
    const productsEnglishOnly = DEMO_PRODUCTS.map(
      ({ banner_image_fil, promo_image_fil, ...english }) => english,
    );
    await database.db.insertInto('products').values(productsEnglishOnly).execute();
    // An operator's own wording, which the migration does not know.
    await database.db
      .updateTable('partner_products')
      .set({ description: 'Up to 90 days' })
      .where('product_key', '=', 'cashpartner')
      .execute();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  it('fills the texts still as seeded, as a fresh seed writes them', async () => {
    const rows = await database.db
      .selectFrom('partner_products')
      .select([
        'product_key',
        'button_text_fil',
        'range_description_fil',
        'rate_fil',
        'description_fil',
      ])
      .orderBy('sort_order')
      .execute();
    const seeded = DEMO_PARTNER_PRODUCTS.map((row) => ({
      product_key: row.product_key,
      button_text_fil: row.button_text_fil,
      range_description_fil: row.range_description_fil,
      rate_fil: row.rate_fil,
      description_fil: row.product_key === 'cashpartner' ? null : row.description_fil,
    }));
    expect(rows).toEqual(seeded);
    expect(rows.every((row) => row.button_text_fil !== null && row.rate_fil !== null)).toBe(true);
  });

  it("fills the products' banner and promotion pictures as a fresh seed writes them", async () => {
    const rows = await database.db
      .selectFrom('products')
      .select(['id', 'banner_image_fil', 'promo_image_fil'])
      .orderBy('sort_order')
      .execute();
    expect(rows).toEqual(
      DEMO_PRODUCTS.map((row) => ({
        id: row.id,
        banner_image_fil: row.banner_image_fil ?? null,
        promo_image_fil: row.promo_image_fil ?? null,
      })),
    );
    expect(rows[0]).toMatchObject({ banner_image_fil: '/api/assets/banner-flex-fil.svg' });
  });
});
