import type { SmsDelivery, SmsProvider } from './sms-provider.ts';

export const SEMAPHORE_API_URL = 'https://api.semaphore.co';
const TIMEOUT_MS = 10_000;

export interface SemaphoreOptions {
  apiKey: string;
  /** Approved sender name; the account's default when absent. */
  sender: string | undefined;
  apiUrl: string;
  fetch?: typeof fetch;
}

export interface SemaphoreSmsProvider extends SmsProvider {
  /** The delivery status the gateway reports for a message (Queued, Pending, Sent, Failed...). */
  deliveryStatus(messageId: string): Promise<string>;
}

interface SemaphoreMessage {
  message_id?: number | string;
  status?: string;
}

/** Semaphore (a Philippine SMS gateway): API key in the request, one message per number. */
export function createSemaphoreSmsProvider(options: SemaphoreOptions): SemaphoreSmsProvider {
  const fetchFn = options.fetch ?? fetch;
  const call = async (path: string, init: RequestInit = {}): Promise<SemaphoreMessage> => {
    const response = await fetchFn(new URL(path, options.apiUrl), {
      ...init,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // Never the body: gateways echo the request, and with it the key and the code.
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    const body = (await response.json()) as SemaphoreMessage[] | SemaphoreMessage;
    const first = Array.isArray(body) ? body[0] : body;
    if (!first) throw new Error('SMS gateway answered without a message');
    return first;
  };
  return {
    async send(message): Promise<SmsDelivery> {
      const form = new URLSearchParams({
        apikey: options.apiKey,
        number: message.phone,
        message: message.text,
      });
      if (options.sender) form.set('sendername', options.sender);
      const sent = await call('/api/v4/messages', { method: 'POST', body: form });
      return {
        provider: 'semaphore',
        messageId: sent.message_id === undefined ? null : String(sent.message_id),
        status: sent.status ?? 'Queued',
      };
    },
    async deliveryStatus(messageId) {
      const query = new URLSearchParams({ apikey: options.apiKey });
      const path = `/api/v4/messages/${encodeURIComponent(messageId)}?${query}`;
      return (await call(path)).status ?? 'Unknown';
    },
  };
}
