import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { DEMO_PARTNER_PRODUCTS } from '../../src/seed/demo-catalogue.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/** Partner products seeded before their Filipino side existed get the seed's Filipino texts. */
describe('migration 0038 gives the seeded partner products their Filipino texts', () => {
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
    // An operator's own wording, which the migration does not know.
    await sql`update partner_products set description = 'Up to 90 days' where product_key = 'cashpartner'`.execute(
      database.db,
    );
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
});
