import {
  collectionsOrderParamsSchema,
  consentBodySchema,
  contactBodySchema,
  loanPartyAddedSchema,
  loanPartyBodySchema,
  loggedContactSchema,
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
  collectionsAuditBefore,
  logContact,
  orderCollections,
  refuseOperatorConsent,
  worklist,
} from './collections.service.ts';
import { addLoanParty } from './loan-parties.service.ts';

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });

function collectorOf(request: FastifyRequest): Collector {
  const identity = request.opsIdentity;
  if (!identity) throw UNAUTHORIZED();
  return { actor: eventActorOf(identity), operatorId: operatorIdOf(identity) };
}

/** The collections worklist, an order's parties and its contact log (the guarded operations API). */
export default async function collectionsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const before = (request: FastifyRequest) =>
    collectionsAuditBefore(app, (request.params as { orderId: string }).orderId).catch(() => null);

  routes.get(
    '/collections',
    {
      schema: {
        summary:
          'Overdue orders of one bucket (days past due), with their last contact and who may be contacted now',
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
        summary:
          "An overdue order's contact log, recorded parties, the borrower's off-hours consent and who may be contacted now",
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
          'Logs a contact made now with the borrower or a party recorded on the loan; refused (422, with the reason) where SEC MC 18 s.2019 forbids it',
        params: collectionsOrderParamsSchema,
        body: contactBodySchema,
        response: opsResponse(loggedContactSchema),
      },
      config: { permission: 'collections.contact', auditBefore: before },
    },
    async (request) =>
      ok(await logContact(app, request.params.orderId, request.body, collectorOf(request))),
  );
  routes.post(
    '/collections/:orderId/parties',
    {
      schema: {
        summary:
          'Records a guarantor or co-maker on the loan (immediate family only where the setting allows), with how the borrower agreed',
        params: collectionsOrderParamsSchema,
        body: loanPartyBodySchema,
        response: opsResponse(loanPartyAddedSchema),
      },
      config: { permission: 'collections.contact', auditBefore: before },
    },
    async (request) =>
      ok(await addLoanParty(app, request.params.orderId, request.body, collectorOf(request))),
  );
  routes.post(
    '/collections/:orderId/consent',
    {
      schema: {
        summary:
          "Always refused (403): consent to contact outside 06:00-22:00 is the borrower's own act in the app",
        params: collectionsOrderParamsSchema,
        body: consentBodySchema,
        response: opsResponse(orderCollectionsSchema),
      },
      config: { permission: 'collections.contact', auditBefore: before },
    },
    async () => refuseOperatorConsent(),
  );
}
