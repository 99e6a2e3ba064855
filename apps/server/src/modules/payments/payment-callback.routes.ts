import { PAYMENT_PATHS } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { handleCallback } from './payment-callback.service.ts';

/** The provider's callback. Its own scope: the body stays raw text, as it was signed. */
export default async function paymentCallbackRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.post(PAYMENT_PATHS.callback, async (request, reply) => {
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
  });
}
