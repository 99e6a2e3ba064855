import { type BrandConfig, BUSINESS_CODE, type endpoints, type ResponseOf } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { readCache } from '../../lib/read-cache.ts';
import { findContact, upsertContact } from './customer-service.repository.ts';

type ContactInfo = ResponseOf<typeof endpoints.contactKfInfo>;

// One row, read by every order page and rarely changed: served from memory for seconds.
const contactRow = readCache<'contact', Awaited<ReturnType<typeof findContact>>>();

/** The customer service contact, or null when none is set up. */
export async function findContactInfo(db: Db): Promise<ContactInfo | null> {
  const contact = await contactRow.get(db, 'contact', () => findContact(db));
  return contact ? { email: contact.email, smWa: contact.sm_wa } : null;
}

/**
 * The one number a borrower calls for help (docs/decisions/0081): the service phone from the
 * brand, overridden by the customer service contact the server keeps (loan-journey §9).
 */
export async function supportPhone(
  db: Db,
  brand: Pick<BrandConfig, 'servicePhone'>,
): Promise<string> {
  return (await findContactInfo(db))?.smWa ?? brand.servicePhone;
}

export async function getContactInfo(db: Db): Promise<ContactInfo> {
  const contact = await findContactInfo(db);
  if (!contact) {
    throw new AppError(BUSINESS_CODE.failed, 'Customer service contact is not available');
  }
  return contact;
}

/** An operator's change: every order page shows it (this process at once, others within seconds). */
export async function changeContactInfo(
  deps: { db: Db; clock: Clock },
  contact: { email: string; smWa: string },
): Promise<ContactInfo> {
  const row = await upsertContact(deps.db, { ...contact, now: deps.clock.now() });
  contactRow.clear(deps.db);
  return { email: row.email, smWa: row.sm_wa };
}
