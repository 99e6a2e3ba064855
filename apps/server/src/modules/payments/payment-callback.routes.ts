import {
  PAYMENT_PATHS,
  PAYMENT_SIGNATURE_HEADER,
  PAYMENT_SIGNATURE_WINDOW_SECONDS,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../audit/audit.service.ts';
import type { RouteDocs } from '../docs/route-docs.ts';
import { handleCallback } from './payment-callback.service.ts';
import { sandboxEventSchema } from './sandbox-provider.ts';
import { XENDIT_HEADERS } from './xendit-api.ts';

const resultSchema = (...results: [string, ...string[]]) => z.object({ result: z.enum(results) });

// Read from the raw body by the provider, not validated by the route: described here.
const CALLBACK_DOCS: RouteDocs = {
  tags: ['payments'],
  summary: "The payment provider's signed callback",
  description: `The provider posts an event about a pay code or a payout. Nothing changes unless it authenticates: the sandbox's \`${PAYMENT_SIGNATURE_HEADER}\` header signs the raw body; Xendit sends \`${XENDIT_HEADERS.callbackToken}\` (the account's verification token) and \`${XENDIT_HEADERS.webhookId}\`. A payment takes effect once per provider payment id, a webhook once per webhook id. A capture is matched to its pay code by reference and by the gateway's request id: another request's id, or an amount with more than two decimals, is refused (422) with an audit line and a flag; an amount other than the code asked, or money on a paid, expired or replaced code, is booked and flagged for reconciliation (decision 0063). The body shown is the sandbox's; Xendit's are its payment.capture, payment_request.expiry, payout.succeeded and payout.failed webhooks.`,
  headers: z.object({
    [PAYMENT_SIGNATURE_HEADER]: z
      .string()
      .optional()
      .describe(
        `Sandbox: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> with PAYMENT_WEBHOOK_SECRET, at most ${PAYMENT_SIGNATURE_WINDOW_SECONDS} s old`,
      ),
    [XENDIT_HEADERS.callbackToken]: z
      .string()
      .optional()
      .describe('Xendit: the verification token (XENDIT_CALLBACK_TOKEN)'),
    [XENDIT_HEADERS.webhookId]: z.string().optional().describe('Xendit: the webhook id'),
  }),
  body: sandboxEventSchema,
  response: {
    200: resultSchema('booked', 'duplicate', 'expired', 'ignored', 'released', 'payout-failed'),
    401: resultSchema('rejected'),
    404: resultSchema('unknown'),
    422: resultSchema('refused'),
  },
};

/** The provider's callback. Its own scope: the body stays raw text, as it was signed. */
export default async function paymentCallbackRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    PAYMENT_PATHS.callback,
    { config: { openapi: CALLBACK_DOCS } },
    async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const deps = {
        db: app.db,
        clock: app.clock,
        config: app.config,
        payments: app.payments,
        sms: app.sms,
        jobs: app.jobs,
        log: request.log,
      };
      const outcome = await handleCallback(deps, rawBody, request.headers, (refusal) =>
        recordAudit(app, request, {
          actor: `provider:${app.payments.name}`,
          operatorId: null,
          action: 'payments.callback',
          outcome: 'refused',
          reason: refusal.reason,
          target: refusal.reference,
        }),
      );
      return reply.code(outcome.status).send({ result: outcome.result });
    },
  );
}
