import { type BrandConfig, DEMO_BORROWER_PHONE, DEMO_LANDING_TEMPLATE } from '@loan/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import {
  insertPartnerProductsIfMissing,
  insertProductsIfMissing,
} from '../modules/catalogue/catalogue.repository.ts';
import { insertContactIfMissing } from '../modules/customer-service/customer-service.repository.ts';
import { insertTemplateRow } from '../modules/promotion/promotion.repository.ts';
import { countUsers, findOrCreateUserByPhone } from '../modules/user/user.repository.ts';
import { seedDemoApplicant } from './demo-applicant.ts';
import { DEMO_PARTNER_PRODUCTS, DEMO_PRODUCTS } from './demo-catalogue.ts';
import { initialContact } from './demo-data.ts';
import { seedDemoOrders } from './demo-orders.ts';

/** The advisory lock key the demo seed holds while it writes. */
const DEMO_SEED_LOCK = 7_204_319;

interface SeedOptions {
  brand: BrandConfig;
  production: boolean;
  now: Date;
}

/**
 * Runs at every start and is idempotent. The contact row is needed in every environment; demo
 * data (the catalogue, the demo borrower and an order of every status) only goes into an empty
 * database outside production.
 */
export async function seedDatabase(db: Db, { brand, production, now }: SeedOptions): Promise<void> {
  await insertContactIfMissing(db, { ...initialContact(brand, production), now });
  if (production || (await countUsers(db)) > 0) return;
  await db.transaction().execute(async (tx) => {
    // Servers starting together on a fresh database: one seeds, the others then find its borrower.
    await sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`.execute(tx);
    if ((await countUsers(tx)) > 0) return;
    await insertProductsIfMissing(tx, DEMO_PRODUCTS);
    await insertPartnerProductsIfMissing(tx, DEMO_PARTNER_PRODUCTS);
    const borrower = await findOrCreateUserByPhone(tx, DEMO_BORROWER_PHONE, now);
    await seedDemoApplicant(tx, borrower.id, now);
    await seedDemoOrders(tx, borrower.id, now, brand);
    await insertTemplateRow(tx, DEMO_LANDING_TEMPLATE.name);
  });
}
