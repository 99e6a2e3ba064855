import { DEMO_BORROWER_PHONE } from '@loan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../src/config-brand.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

import { seedDatabase } from '../../src/db/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

describe('seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  const now = new Date('2026-03-02T09:00:00Z');
  const users = () => database.db.selectFrom('users').select('phone').execute();
  const contacts = () =>
    database.db.selectFrom('customer_service_contacts').select(['email', 'sm_wa']).execute();

  it('in production adds only the contact row, from the brand', async () => {
    const brand = { ...DEMO_BRAND, companyEmail: 'help@acme.example', servicePhone: '+63 2 1' };
    await seedDatabase(database.db, { brand, production: true, now });
    expect(await users()).toEqual([]);
    expect(await contacts()).toEqual([{ email: 'help@acme.example', sm_wa: '+63 2 1' }]);
  });

  it('outside production adds the demo borrower to an empty database, once', async () => {
    await seedDatabase(database.db, { brand: DEMO_BRAND, production: false, now });
    await seedDatabase(database.db, { brand: DEMO_BRAND, production: false, now });
    expect(await users()).toEqual([{ phone: DEMO_BORROWER_PHONE }]);
    // An existing contact row is the operator's: never overwritten.
    expect(await contacts()).toEqual([{ email: 'help@acme.example', sm_wa: '+63 2 1' }]);
  });

  it('leaves a database with users alone', async () => {
    await database.db.deleteFrom('users').execute();
    await database.db.insertInto('users').values({ phone: '09180000001' }).execute();
    await seedDatabase(database.db, { brand: DEMO_BRAND, production: false, now });
    expect(await users()).toEqual([{ phone: '09180000001' }]);
  });
});
