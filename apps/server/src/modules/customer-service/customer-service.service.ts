import { BUSINESS_CODE, type endpoints, type ResponseOf } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { readCache } from '../../lib/read-cache.ts';
import { findContact } from './customer-service.repository.ts';

type ContactInfo = ResponseOf<typeof endpoints.contactKfInfo>;

// One row, read by every order page and rarely changed: served from memory for seconds.
const contactRow = readCache<'contact', Awaited<ReturnType<typeof findContact>>>();

/** The customer service contact, or null when none is set up. */
export async function findContactInfo(db: Db): Promise<ContactInfo | null> {
  const contact = await contactRow.get(db, 'contact', () => findContact(db));
  return contact ? { email: contact.email, smWa: contact.sm_wa } : null;
}

export async function getContactInfo(db: Db): Promise<ContactInfo> {
  const contact = await findContactInfo(db);
  if (!contact) {
    throw new AppError(BUSINESS_CODE.failed, 'Customer service contact is not available');
  }
  return contact;
}
