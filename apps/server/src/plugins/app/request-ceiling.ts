import { BUSINESS_CODE } from '@loan/contract';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import {
  CEILING_EXEMPT_PATHS,
  RequestCeiling,
} from '../../modules/request-ceiling/request-ceiling.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requestCeiling: RequestCeiling;
  }
}

const FLUSH_EVERY_MS = 1000;

/** The general per-address ceiling on /api, beside the domain limits (login codes...). */
export default fp(
  async (app) => {
    const ceiling = new RequestCeiling({
      db: app.db,
      clock: app.clock,
      limitPerMinute: app.config.requestCeilingPerMinute,
    });
    app.decorate('requestCeiling', ceiling);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      if (CEILING_EXEMPT_PATHS.has(request.url.split('?', 1)[0] ?? '')) return;
      if (!ceiling.allow(request.ip)) {
        throw new AppError(
          BUSINESS_CODE.tooManyRequests,
          'Too many requests, please try again later',
          429,
        );
      }
    });
    const flush = () =>
      ceiling.flush().catch((error: unknown) => {
        app.log.warn({ err: error }, 'request counts not saved');
      });
    const timer = setInterval(flush, FLUSH_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flush();
    });
  },
  { name: 'request-ceiling', dependencies: ['config', 'db', 'clock'] },
);
