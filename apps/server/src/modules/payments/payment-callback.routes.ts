import {
  PAYMENT_PATHS,
  PAYMENT_SIGNATURE_HEADER,
  PAYMENT_SIGNATURE_WINDOW_SECONDS,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteDocs } from '../docs/route-docs.ts';
import { handleCallback } from './payment-callback.service.ts';
import { sandboxEventSchema } from './sandbox-provider.ts';

const resultSchema = (...results: [string, ...string[]]) => z.object({ result: z.enum(results) });

// Read from the raw body by the provider, not validated by the route: described here.
const CALLBACK_DOCS: RouteDocs = {
  tags: ['payments'],
  summary: "The payment provider's signed callback",
  description: `The provider posts an event about a pay code. Nothing changes unless the \`${PAYMENT_SIGNATURE_HEADER}\` header signs the raw body; a payment takes effect once per provider payment id.`,
  headers: z.object({
    [PAYMENT_SIGNATURE_HEADER]: z
      .string()
      .describe(
        `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> with PAYMENT_WEBHOOK_SECRET, at most ${PAYMENT_SIGNATURE_WINDOW_SECONDS} s old`,
      ),
  }),
  body: sandboxEventSchema,
  response: {
    200: resultSchema('booked', 'duplicate', 'expired', 'ignored'),
    401: resultSchema('rejected'),
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
      const outcome = await handleCallback(
        {
          db: app.db,
          clock: app.clock,
          config: app.config,
          payments: app.payments,
          log: request.log,
        },
        rawBody,
        request.headers,
      );
      return reply.code(outcome.status).send({ result: outcome.result });
    },
  );
}
