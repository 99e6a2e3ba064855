import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertOutboxMessage } from './sms-outbox.repository.ts';
import { redactedText, type SmsProvider } from './sms-provider.ts';

/** Sends through the provider, then records the message in `sms_outbox` with its code masked. */
export function recordedSmsProvider(
  provider: SmsProvider,
  deps: { db: Db; clock: Clock },
): SmsProvider {
  return {
    async send(message) {
      const delivery = await provider.send(message);
      await insertOutboxMessage(deps.db, {
        phone: message.phone,
        body: redactedText(message),
        provider: delivery.provider,
        providerMessageId: delivery.messageId,
        status: delivery.status,
        createdAt: deps.clock.now(),
      });
      return delivery;
    },
    ...(provider.deliveryStatus
      ? { deliveryStatus: (messageId: string) => provider.deliveryStatus!(messageId) }
      : {}),
  };
}
