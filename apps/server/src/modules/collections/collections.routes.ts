import {
  collectionsOrderParamsSchema,
  consentBodySchema,
  contactBodySchema,
  contactSchema,
  orderCollectionsSchema,
  worklistQuerySchema,
  worklistSchema,
} from '@loan/contract/ops-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { eventActorOf, operatorIdOf, UNAUTHORIZED } from '../operators/ops-identity.ts';
import { opsResponse } from '../ops/ops.schemas.ts';
import {
  type Collector,
  logContact,
  orderCollections,
  recordConsent,
  worklist,
} from './collections.service.ts';

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });

function collectorOf(request: FastifyRequest): Collector {
  const identity = request.opsIdentity;
  if (!identity) throw UNAUTHORIZED();
  return { actor: eventActorOf(identity), operatorId: operatorIdOf(identity) };
}

/** The collections worklist and contact log (inside the guarded operations API). */
export default async function collectionsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const before = (request: FastifyRequest) =>
    orderCollections(app, (request.params as { orderId: string }).orderId).catch(() => null);

  routes.get(
    '/collections',
    {
      schema: {
        summary: 'Overdue orders of one bucket (days past due), with their last contact',
        querystring: worklistQuerySchema,
        response: opsResponse(worklistSchema),
      },
      config: { permission: 'collections.read' },
    },
    async (request) => ok(await worklist(app, request.query)),
  );
  routes.get(
    '/collections/:orderId',
    {
      schema: {
        summary: "An overdue order's contact log",
        params: collectionsOrderParamsSchema,
        response: opsResponse(orderCollectionsSchema),
      },
      config: { permission: 'collections.read' },
    },
    async (request) => ok(await orderCollections(app, request.params.orderId)),
  );
  routes.post(
    '/collections/:orderId/contacts',
    {
      schema: {
        summary:
          'Logs a contact made now; refused (422, with the reason) where SEC MC 18 s.2019 forbids it',
        params: collectionsOrderParamsSchema,
        body: contactBodySchema,
        response: opsResponse(contactSchema),
      },
      config: { permission: 'collections.contact', auditBefore: before },
    },
    async (request) =>
      ok(await logContact(app, request.params.orderId, request.body, collectorOf(request))),
  );
  routes.post(
    '/collections/:orderId/consent',
    {
      schema: {
        summary: "Records the borrower's consent to contact outside 06:00-22:00",
        params: collectionsOrderParamsSchema,
        body: consentBodySchema,
        response: opsResponse(orderCollectionsSchema),
      },
      config: { permission: 'collections.contact', auditBefore: before },
    },
    async (request) =>
      ok(await recordConsent(app, request.params.orderId, request.body.note, collectorOf(request))),
  );
}
