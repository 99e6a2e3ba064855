import {
  brandViewSchema,
  contactPatchBodySchema,
  landingOverviewQuerySchema,
  landingOverviewSchema,
} from '@loan/contract/ops-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { changeContactInfo } from '../customer-service/customer-service.service.ts';
import { landingOverview } from '../promotion/promotion-ops.service.ts';
import { brandView } from './brand-ops.service.ts';
import { opsResponse } from './ops.schemas.ts';

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });

/** Brand, customer service contact and the landing templates' counts, for the back office. */
export default async function settingsOpsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/brand',
    {
      schema: {
        summary:
          'The brand: config fields (read-only, set by BRAND_* variables) and the customer service contact',
        response: opsResponse(brandViewSchema),
      },
      config: { permission: 'settings.read' },
    },
    async () => ok(await brandView(app)),
  );
  routes.patch(
    '/brand/contact',
    {
      schema: {
        summary: 'Sets the customer service e-mail and WhatsApp number the borrower screens show',
        body: contactPatchBodySchema,
        response: opsResponse(brandViewSchema),
      },
      config: {
        permission: 'settings.change',
        auditBefore: async () => (await brandView(app)).contact,
      },
    },
    async (request) => {
      await changeContactInfo(app, request.body);
      return ok(await brandView(app));
    },
  );
  routes.get(
    '/landing-overview',
    {
      schema: {
        summary: 'Each landing template with its visits, clicks and registrations over recent days',
        querystring: landingOverviewQuerySchema,
        response: opsResponse(landingOverviewSchema),
      },
      config: { permission: 'settings.read' },
    },
    async (request) => ok(await landingOverview(app, request.query.days)),
  );
}
