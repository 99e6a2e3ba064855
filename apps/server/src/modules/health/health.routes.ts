import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pingDatabase } from './health.repository.ts';

const statusSchema = (status: string) => z.object({ status: z.literal(status) });

const PING_TIMEOUT_MS = 2000;

/** Load balancers and the e2e runner poll this; it is deliberately not an envelope. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Liveness: the process answers, whatever the database does. Also the bench's constant-JSON baseline.
  app.get(
    '/api/health/live',
    {
      logLevel: 'warn',
      config: {
        openapi: {
          tags: ['health'],
          summary: 'Liveness: the process answers',
          response: { 200: statusSchema('ok') },
        },
      },
    },
    async () => ({ status: 'ok' }),
  );

  // Polled often: its request lines would drown the log, failures still log at warn.
  app.get(
    '/api/health',
    {
      logLevel: 'warn',
      config: {
        openapi: {
          tags: ['health'],
          summary: 'Readiness: the database answers within 2 seconds',
          response: { 200: statusSchema('ok'), 503: statusSchema('unavailable') },
        },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(pingDatabase(app.db), PING_TIMEOUT_MS);
        return { status: 'ok' };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: the database did not answer');
        return reply.code(503).send({ status: 'unavailable' });
      }
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
