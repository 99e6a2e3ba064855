import type { Db } from '../../db/database.ts';
import { anonymiseOutbox, setOutboxStatus } from './sms-outbox.repository.ts';

/** The messages sent to an erased borrower keep their delivery record, not their phone or text. */
export function anonymiseSentSms(db: Db, phone: string, replacement: string): Promise<void> {
  return anonymiseOutbox(db, phone, replacement);
}

/** Keeps what the gateway says of a sent message on its outbox record. */
export function keepDeliveryStatus(
  db: Db,
  providerMessageId: string,
  status: string,
): Promise<void> {
  return setOutboxStatus(db, providerMessageId, status);
}
