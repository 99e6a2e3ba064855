import type { Db } from '../../db/database.ts';

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
