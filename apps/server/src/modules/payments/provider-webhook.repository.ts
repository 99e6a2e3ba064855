import type { Db } from '../../db/database.ts';

/** Notes a webhook id as taken; false when it was taken before (a redelivery). */
export async function takeWebhookId(db: Db, provider: string, webhookId: string, now: Date) {
  const row = await db
    .insertInto('provider_webhooks')
    .values({ provider, webhook_id: webhookId, received_at: now })
    .onConflict((oc) => oc.columns(['provider', 'webhook_id']).doNothing())
    .returning('webhook_id')
    .executeTakeFirst();
  return row !== undefined;
}
