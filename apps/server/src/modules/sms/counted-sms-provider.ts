import type { SmsProvider } from './sms-provider.ts';

export interface SmsCounts {
  smsSent(provider: string): void;
  smsFailed(): void;
}

/** Counts what the provider took and what failed to send (the metrics, decision 0078). */
export function countedSmsProvider(provider: SmsProvider, counts: SmsCounts): SmsProvider {
  return {
    async send(message) {
      try {
        const delivery = await provider.send(message);
        counts.smsSent(delivery.provider);
        return delivery;
      } catch (error) {
        counts.smsFailed();
        throw error;
      }
    },
    // The gateway's word on a sent message is asked of the provider itself (decision 0077).
    ...(provider.deliveryStatus
      ? { deliveryStatus: (messageId: string) => provider.deliveryStatus!(messageId) }
      : {}),
  };
}
