import { randomUUID } from 'node:crypto';
import { PAYMENT_PATHS, PAYMENT_SIGNATURE_HEADER } from '@loan/contract';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import type {
  CallbackReading,
  PaymentProvider,
  ProviderEvent,
  SettledItem,
} from './payment-provider.ts';
import { checkSignature, signPayload } from './payment-signature.ts';

export const SANDBOX_PROVIDER = 'sandbox';

/** The events the sandbox provider sends to our callback (as PayMongo's, our field names). */
export const sandboxEventSchema = z.discriminatedUnion('type', [
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
  z.object({
    type: z.literal('payout.succeeded'),
    data: z.object({
      id: z.string().min(1).max(100),
      reference: z.string().min(1).max(64),
      amount: z.number().int(),
      at: z.iso.datetime(),
    }),
  }),
]);

export type SandboxEventBody = z.input<typeof sandboxEventSchema>;

/** Posts a signed event to our callback (in-process: the sandbox lives in this server). */
export type DeliverCallback = (rawBody: string, headers: Record<string, string>) => Promise<number>;

/** The sandbox's own book of what it settled (reconciliation reads it back). */
export interface SandboxBook {
  record(item: SettledItem): Promise<void>;
  list(from: Date, to: Date): Promise<SettledItem[]>;
}

export interface SandboxProvider extends PaymentProvider {
  /** Signs and delivers an event, as an outside provider would; answers our HTTP status. */
  send(event: SandboxEventBody, now: Date): Promise<number>;
}

/**
 * The default provider: its checkout page is served by this server (sandbox-checkout.routes.ts)
 * and it calls our callback with a real signature, exactly as an outside provider would.
 */
export function createSandboxProvider(
  secret: string,
  deliver: DeliverCallback,
  clock: Clock,
  book: SandboxBook,
): SandboxProvider {
  const provider: SandboxProvider = {
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
      const parsed = sandboxEventSchema.safeParse(json);
      if (!parsed.success) return { ok: false, reason: 'unknown event shape' };
      return { ok: true, event: toEvent(parsed.data) };
    },
    async chargeSavedAccount(charge) {
      // The sandbox's test accounts always have the money; the debit succeeds at once.
      await provider.send(
        {
          type: 'payment.paid',
          data: {
            id: `sbx_${randomUUID()}`,
            reference: charge.reference,
            amount: charge.amount,
            paid_at: clock.now().toISOString(),
          },
        },
        clock.now(),
      );
    },
    async createPayout(payout) {
      // The sandbox's accounts always take the money: the payout succeeds at once.
      const id = `sbx_po_${randomUUID()}`;
      const now = clock.now();
      const event = {
        id,
        reference: payout.reference,
        amount: payout.amount,
        at: now.toISOString(),
      };
      await provider.send({ type: 'payout.succeeded', data: event }, now);
      return { status: 'succeeded', providerPayoutId: id };
    },
    // Nothing of the sandbox's stays pending: every event is sent when it happens.
    async queryPayCode() {
      return null;
    },
    async queryPayout() {
      return null;
    },
    // The sandbox answers every create call: a payout is never left unknown.
    async findPayout() {
      return null;
    },
    listSettled: (from, to) => book.list(from, to),
    async send(event, now) {
      const rawBody = JSON.stringify(event);
      const status = await deliver(rawBody, {
        'content-type': 'application/json',
        [PAYMENT_SIGNATURE_HEADER]: signPayload(secret, rawBody, Math.floor(now.getTime() / 1000)),
      });
      // Money moves only when the lender took the event.
      const settled = status === 200 ? settledItem(event) : undefined;
      if (settled) await book.record(settled);
      return status;
    },
  };
  return provider;
}

function settledItem(event: SandboxEventBody): SettledItem | undefined {
  if (event.type === 'payment.paid') {
    const { id, reference, amount, paid_at } = event.data;
    return { kind: 'payment', providerId: id, reference, amount, at: new Date(paid_at) };
  }
  if (event.type === 'payout.succeeded') {
    const { id, reference, amount, at } = event.data;
    return { kind: 'payout', providerId: id, reference, amount, at: new Date(at) };
  }
  return undefined;
}

function toEvent(body: z.output<typeof sandboxEventSchema>): ProviderEvent {
  if (body.type === 'payment.expired') return { type: body.type, reference: body.data.reference };
  if (body.type === 'payout.succeeded') {
    const { id, reference, amount, at } = body.data;
    return { type: body.type, payoutId: id, reference, amount, at: new Date(at) };
  }
  const { id, reference, amount, paid_at } = body.data;
  return { type: body.type, paymentId: id, reference, amount, paidAt: new Date(paid_at) };
}
