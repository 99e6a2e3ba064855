import type { Db } from '../../db/database.ts';

export async function insertOutboxMessage(
  db: Db,
  message: { phone: string; body: string; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({ phone: message.phone, body: message.body, created_at: message.createdAt })
    .execute();
}

export async function findLastOutboxMessage(db: Db, phone: string) {
  return db
    .selectFrom('sms_outbox')
    .select(['phone', 'body', 'created_at'])
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
