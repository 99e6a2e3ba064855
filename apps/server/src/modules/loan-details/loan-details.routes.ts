import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { recordAnalyticsEvent } from '../analytics/analytics.service.ts';
import { idempotencyKeyOf } from '../idempotency/idempotency.ts';
import { requestLanguage } from '../language/language.service.ts';
import { findOwnOrder } from '../order/order-access.ts';
import { loanDetails } from './loan-details.service.ts';
import { rateOrder } from './rating.service.ts';

export default async function loanDetailsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.loanDetails, async ({ orderId }, { user, request }) =>
    loanDetails(
      app,
      await findOwnOrder(app.db, user().id, orderId),
      await requestLanguage(app, request),
    ),
  );
  // The order is the page's (session query) orderId.
  registerEndpoint(app, endpoints.googleScore, async ({ score }, { user, query, request }) =>
    rateOrder(app, user().id, query.orderId, score, idempotencyKeyOf(request)),
  );
  registerEndpoint(app, endpoints.eventSave, async (input, { user }) =>
    recordAnalyticsEvent(app, user().id, {
      kind: 'event',
      productRef: input.productId,
      moduleId: input.moduleId,
      positionId: input.positionId,
    }),
  );
}
