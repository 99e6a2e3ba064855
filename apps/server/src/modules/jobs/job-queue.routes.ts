import {
  jobQueueOverviewSchema,
  jobRetriedSchema,
  jobRetryParamsSchema,
} from '@loan/contract/ops-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { opsResponse } from '../ops/ops.schemas.ts';
import { queueOverview, retryDeadLetter } from './job-queue.service.ts';

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });

/** The job queue in the back office: counts, dead letters and failures; an admin's retry. */
export default async function jobQueueRoutes(app: FastifyInstance) {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  ops.get(
    '/job-queue',
    {
      schema: {
        summary: 'Each job queue: waiting, running, retrying and dead letters; the newest failures',
        response: opsResponse(jobQueueOverviewSchema),
      },
      config: { permission: 'clock.read' },
    },
    async () => ok(await queueOverview(app)),
  );
  ops.post(
    '/job-queue/:queue/:id/retry',
    {
      schema: {
        summary: 'Gives a dead letter one more attempt (audited)',
        params: jobRetryParamsSchema,
        response: opsResponse(jobRetriedSchema),
      },
      config: { permission: 'clock.run' },
    },
    async (request) => ok(await retryDeadLetter(app, request.params.queue, request.params.id)),
  );
}
