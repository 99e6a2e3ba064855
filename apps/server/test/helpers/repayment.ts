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

export function paidEvent(reference: string, amount: number, id = `pay_${randomUUID()}`) {
  return JSON.stringify({
    type: 'payment.paid',
    data: { id, reference, amount, paid_at: new Date().toISOString() },
  });
}

/** Posts a callback signed as the provider signs, `ageSeconds` ago. */
export async function sendCallback(
  app: FastifyInstance,
  rawBody: string,
  options: { ageSeconds?: number; signedBody?: string } = {},
) {
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
