import { type BrandConfig, DEMO_BORROWER_PHONE } from '@loan/contract';
import { insertContactIfMissing } from '../../modules/customer-service/customer-service.repository.ts';
import { countUsers, findOrCreateUserByPhone } from '../../modules/user/user.repository.ts';
import type { Db } from '../database.ts';
import { initialContact } from './demo-data.ts';

interface SeedOptions {
  brand: BrandConfig;
  production: boolean;
  now: Date;
}

/**
 * Runs at every start and is idempotent. The contact row is needed in every environment; demo
 * data only goes into an empty database outside production.
 */
export async function seedDatabase(db: Db, { brand, production, now }: SeedOptions): Promise<void> {
  await insertContactIfMissing(db, { ...initialContact(brand, production), now });
  if (production || (await countUsers(db)) > 0) return;
  await findOrCreateUserByPhone(db, DEMO_BORROWER_PHONE, now);
}
