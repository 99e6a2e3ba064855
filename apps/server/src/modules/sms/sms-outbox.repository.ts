import type { Db } from '../../db/database.ts';
import { limitLiteral } from '../../lib/page-cursor.ts';

/** A sent message as the outbox keeps it: the text with its code masked, and delivery metadata. */
export async function insertOutboxMessage(
  db: Db,
  message: {
    phone: string;
    body: string;
    provider: string;
    providerMessageId: string | null;
    status: string;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({
      phone: message.phone,
      body: message.body,
      provider: message.provider,
      provider_message_id: message.providerMessageId,
      status: message.status,
      created_at: message.createdAt,
    })
    .execute();
}

/** Keeps each sent message's delivery record with neither its phone nor its text. */
export async function anonymiseOutbox(db: Db, phone: string, replacement: string): Promise<void> {
  await db
    .updateTable('sms_outbox')
    .set({ phone: replacement, body: '' })
    .where('phone', '=', phone)
    .execute();
}

/** The newest texts kept for a phone (the development outbox route). */
export async function listOutboxRows(db: Db, phone: string, limit: number) {
  return db
    .selectFrom('sms_outbox')
    .select(['body', 'status', 'created_at'])
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limitLiteral(limit))
    .execute();
}

/** The gateway's latest word on a sent message (sms_outbox_provider_message_idx). */
export async function setOutboxStatus(
  db: Db,
  providerMessageId: string,
  status: string,
): Promise<void> {
  await db
    .updateTable('sms_outbox')
    .set({ status })
    .where('provider_message_id', '=', providerMessageId)
    .execute();
}
