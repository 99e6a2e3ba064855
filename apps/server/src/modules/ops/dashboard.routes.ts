import { dashboardSchema } from '@loan/contract/ops-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { roleMay } from '../operators/permissions.ts';
import { dashboard } from './dashboard.service.ts';
import { opsResponse } from './ops.schemas.ts';

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });

/** The back office's first screen: today's figures, with complaints only for who may read them. */
export default async function dashboardRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/dashboard',
    {
      schema: {
        summary: "Today's applications, releases and due orders, overdue by bucket, complaints",
        response: opsResponse(dashboardSchema),
      },
      config: { permission: 'orders.read' },
    },
    async (request) => {
      const role = request.opsIdentity?.role;
      return ok(await dashboard(app, role !== undefined && roleMay(role, 'complaints.read')));
    },
  );
}
