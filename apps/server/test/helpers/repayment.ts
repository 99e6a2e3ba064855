import { randomUUID } from 'node:crypto';
import {
  DEMO_PRODUCT_ID,
  endpoints,
  PAYMENT_PATHS,
  PAYMENT_SIGNATURE_HEADER,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { signPayload } from '../../src/modules/payments/payment-signature.ts';
import { call } from './api.ts';

export async function generateCode(
  app: FastifyInstance,
  sessionid: string,
  input: { orderId: string; amount: number; channelNumber: number; isDelay?: 0 | 1 },
) {
  const payload = { productId: DEMO_PRODUCT_ID, isDelay: 0, ...input };
  return call(app, endpoints.generateVcode, payload, { sessionid });
}

/** A paid event; without `paidAt`, sendCallback stamps it with the app's clock when it posts. */
export function paidEvent(
  reference: string,
  amount: number,
  id = `pay_${randomUUID()}`,
  paidAt?: Date,
) {
  const at = paidAt ? { paid_at: paidAt.toISOString() } : {};
  return JSON.stringify({ type: 'payment.paid', data: { id, reference, amount, ...at } });
}

/** The gateway's paid time is the app's clock unless the event says otherwise. */
function stamped(app: FastifyInstance, rawBody: string): string {
  try {
    const event = JSON.parse(rawBody) as { type?: string; data?: Record<string, unknown> };
    if (event.type !== 'payment.paid' || !event.data || 'paid_at' in event.data) return rawBody;
    return JSON.stringify({
      ...event,
      data: { ...event.data, paid_at: app.clock.now().toISOString() },
    });
  } catch {
    return rawBody;
  }
}

/** Posts a callback signed as the provider signs, `ageSeconds` ago. */
export async function sendCallback(
  app: FastifyInstance,
  body: string,
  options: { ageSeconds?: number; signedBody?: string } = {},
) {
  const rawBody = stamped(app, body);
  const timestamp = Math.floor(app.clock.now().getTime() / 1000) - (options.ageSeconds ?? 0);
  const signature = signPayload(
    app.config.paymentWebhookSecret,
    options.signedBody ?? rawBody,
    timestamp,
  );
  const response = await app.inject({
    method: 'POST',
    url: PAYMENT_PATHS.callback,
    headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
    payload: rawBody,
  });
  return { statusCode: response.statusCode, body: response.json() as { result: string } };
}
