import { PAYMENT_PATHS, PAYMENT_SIGNATURE_HEADER } from '@loan/contract';
import { z } from 'zod';
import type { CallbackReading, PaymentProvider, ProviderEvent } from './payment-provider.ts';
import { checkSignature, signPayload } from './payment-signature.ts';

export const SANDBOX_PROVIDER = 'sandbox';

const eventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('payment.paid'),
    data: z.object({
      id: z.string().min(1).max(100),
      reference: z.string().min(1).max(64),
      amount: z.number().int(),
      paid_at: z.iso.datetime(),
    }),
  }),
  z.object({
    type: z.literal('payment.expired'),
    data: z.object({ reference: z.string().min(1).max(64) }),
  }),
]);

export type SandboxEventBody = z.input<typeof eventSchema>;

/**
 * The default provider: its checkout page is served by this server (sandbox-checkout.routes.ts)
 * and it calls our callback with a real signature, exactly as an outside provider would.
 */
export function createSandboxProvider(secret: string): PaymentProvider & {
  sign(rawBody: string, now: Date): Record<string, string>;
} {
  return {
    name: SANDBOX_PROVIDER,
    async createPayCode(request) {
      return {
        payUrl: `${PAYMENT_PATHS.sandboxCheckout}/${encodeURIComponent(request.reference)}`,
      };
    },
    readCallback(rawBody, headers, now): CallbackReading {
      const header = headers[PAYMENT_SIGNATURE_HEADER];
      const signature = checkSignature(
        secret,
        typeof header === 'string' ? header : undefined,
        rawBody,
        now,
      );
      if (signature !== 'ok') return { ok: false, reason: `signature ${signature}` };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'body is not JSON' };
      }
      const parsed = eventSchema.safeParse(json);
      if (!parsed.success) return { ok: false, reason: 'unknown event shape' };
      return { ok: true, event: toEvent(parsed.data) };
    },
    sign(rawBody, now) {
      return {
        'content-type': 'application/json',
        [PAYMENT_SIGNATURE_HEADER]: signPayload(secret, rawBody, Math.floor(now.getTime() / 1000)),
      };
    },
  };
}

function toEvent(body: z.output<typeof eventSchema>): ProviderEvent {
  if (body.type === 'payment.expired') return { type: body.type, reference: body.data.reference };
  const { id, reference, amount, paid_at } = body.data;
  return { type: body.type, paymentId: id, reference, amount, paidAt: new Date(paid_at) };
}
