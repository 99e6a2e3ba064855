import { randomUUID } from 'node:crypto';
import {
  CHANNEL_KIND,
  formatPhilippineTime,
  LANG_QUERY_KEY,
  MINOR_UNITS_PER_MAJOR,
  PAYMENT_PATHS,
  SESSION_QUERY_KEYS,
} from '@loan/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { formatMoney } from '../../lib/money-format.ts';
import { contentResponse, HTML_TYPE, type RouteDocs } from '../docs/route-docs.ts';
import { findOrderById } from '../order/order-reads.service.ts';
import { appCodePage } from './code-page.ts';
import { findPayCodeByReference } from './payments.repository.ts';
import { findActiveChannel } from './payments.service.ts';
import { checkoutPage, resultPage } from './sandbox-checkout.page.ts';
import type { SandboxEventBody } from './sandbox-provider.ts';

type Params = { Params: { reference: string } };
const AMOUNT_TEXT = /^\d{1,9}(\.\d{1,2})?$/;

const page = (description: string) => contentResponse(description, HTML_TYPE);
const sandboxDocs = (summary: string, docs: RouteDocs): { config: { openapi: RouteDocs } } => ({
  config: { openapi: { tags: ['payments sandbox'], summary, ...docs } },
});

/**
 * The sandbox provider's checkout, hosted here. Paying sends OUR callback a signed event, the
 * same way an outside provider would; this page itself never marks anything paid.
 */
export default async function sandboxCheckoutRoutes(app: FastifyInstance): Promise<void> {
  const base = PAYMENT_PATHS.sandboxCheckout;
  if (!app.sandboxPayments) throw new Error('the sandbox checkout needs PAYMENT_PROVIDER=sandbox');

  app.get<Params>(
    `${base}/:reference`,
    sandboxDocs('The checkout page of a pay code', {
      response: { 200: page('The checkout'), 404: page('No such pay code') },
    }),
    async (request, reply) => {
      const code = await findPayCodeByReference(app.db, request.params.reference);
      if (!code) return html(reply.code(404), resultPage('No such pay code.'));
      const [channel, order] = await Promise.all([
        findActiveChannel(app.db, code.channel_number),
        findOrderById(app.db, code.order_id),
      ]);
      const expired = code.status === 'live' && code.expires_at <= app.clock.now();
      return html(
        reply,
        checkoutPage({
          reference: code.reference,
          amountText: formatMoney(code.amount, app.config.brand),
          amountMajor: (code.amount / MINOR_UNITS_PER_MAJOR).toFixed(2),
          channel: channel?.name ?? '',
          expiresAt: formatPhilippineTime(code.expires_at),
          status: expired ? 'expired' : code.status,
          action: `${base}/${encodeURIComponent(code.reference)}`,
          codePage: withCarriedQuery(codePageUrl(app, code, channel, order), request.query),
        }),
      );
    },
  );

  app.post<Params & { Body: { amount?: string } }>(
    `${base}/:reference/pay`,
    sandboxDocs('Pays a pay code: the sandbox sends our callback a signed payment.paid', {
      body: z.object({ amount: z.string().regex(AMOUNT_TEXT).describe('Pesos, like 250.00') }),
      consumes: ['application/x-www-form-urlencoded'],
      response: {
        200: page('What the lender answered'),
        400: page('The amount is not like 250.00'),
        409: page('The code is no longer payable'),
      },
    }),
    async (request, reply) => {
      const text = String(request.body?.amount ?? '').trim();
      if (!AMOUNT_TEXT.test(text))
        return html(reply.code(400), resultPage('Enter an amount like 250.00.'));
      const amount = Math.round(Number(text) * MINOR_UNITS_PER_MAJOR);
      // Like a real channel, the sandbox takes no money for a code that is no longer payable.
      const code = await findPayCodeByReference(app.db, request.params.reference);
      if (!code || code.status !== 'live' || code.expires_at <= app.clock.now()) {
        return html(
          reply.code(409),
          resultPage('This code is no longer payable. Ask the app for a new one.'),
        );
      }
      const status = await send(app, {
        type: 'payment.paid',
        data: {
          id: `sbx_${randomUUID()}`,
          reference: request.params.reference,
          amount,
          paid_at: app.clock.now().toISOString(),
        },
      });
      const message =
        status === 200
          ? `Paid ${formatMoney(amount, app.config.brand)}. The lender accepted the payment.`
          : 'The lender refused this payment (wrong amount or unknown code). Nothing was charged.';
      return html(reply, resultPage(message));
    },
  );

  app.post<Params>(
    `${base}/:reference/expire`,
    sandboxDocs('Expires a pay code: the sandbox sends our callback payment.expired', {
      response: { 200: page('The code has expired') },
    }),
    async (request, reply) => {
      await send(app, { type: 'payment.expired', data: { reference: request.params.reference } });
      return html(reply, resultPage('The code has expired. Ask the app for a new one.'));
    },
  );
}

/**
 * The app's own code page for this code: at a store the borrower quotes the code (showType 1,
 * with the channel's image); an e-wallet scans a QR code of this checkout instead. It says until
 * when the code is payable and leads back to the order page.
 */
function codePageUrl(
  app: FastifyInstance,
  code: { reference: string; amount: number; expires_at: Date },
  channel: { kind: string; logo: string } | undefined,
  order: { productId: string; publicId: string } | undefined,
): string {
  const wallet = channel?.kind === CHANNEL_KIND.eWallet;
  const checkout = `${app.config.publicUrl}${PAYMENT_PATHS.sandboxCheckout}/${encodeURIComponent(code.reference)}`;
  return appCodePage({
    code: wallet ? checkout : code.reference,
    qr: wallet,
    logo: channel?.logo ?? '',
    amount: code.amount,
    expiresAt: code.expires_at,
    order: { productId: order?.productId ?? '', orderId: order?.publicId ?? '' },
  });
}

/**
 * The app opened this checkout with the borrower's session and language (it is this server's own
 * development stand-in, never a real gateway's page): the link back to the app's code page hands
 * them on, so the borrower stays signed in and in their language.
 */
function withCarriedQuery(path: string, query: unknown): string {
  const url = new URL(path, 'http://app.invalid');
  const given = (query ?? {}) as Record<string, unknown>;
  for (const key of [...SESSION_QUERY_KEYS, LANG_QUERY_KEY]) {
    const value = given[key];
    if (typeof value === 'string' && !url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return `${url.pathname}${url.search}`;
}

function send(app: FastifyInstance, event: SandboxEventBody): Promise<number> {
  if (!app.sandboxPayments) throw new Error('the sandbox checkout needs PAYMENT_PROVIDER=sandbox');
  return app.sandboxPayments.send(event, app.clock.now());
}

function html(reply: FastifyReply, body: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
