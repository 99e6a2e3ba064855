import type { Db } from '../../db/database.ts';
import { anonymiseOutbox } from './sms-outbox.repository.ts';

/** The messages sent to an erased borrower keep their delivery record, not their phone or text. */
export function anonymiseSentSms(db: Db, phone: string, replacement: string): Promise<void> {
  return anonymiseOutbox(db, phone, replacement);
}
