import { BUSINESS_CODE, type endpoints, type ResponseOf } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findContact } from './customer-service.repository.ts';

type ContactInfo = ResponseOf<typeof endpoints.contactKfInfo>;

export async function getContactInfo(db: Db): Promise<ContactInfo> {
  const contact = await findContact(db);
  if (!contact) {
    throw new AppError(BUSINESS_CODE.failed, 'Customer service contact is not available');
  }
  return { email: contact.email, smWa: contact.sm_wa };
}
