import {
  opsProductSchema,
  productListSchema,
  productParamsSchema,
  productPatchBodySchema,
} from '@loan/contract/ops-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { opsResponse } from '../ops/ops.schemas.ts';
import { changeProduct, listProductsForOps, showProductForOps } from './catalogue-ops.service.ts';

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });

/** The catalogue in the back office (inside the guarded operations API). */
export default async function catalogueOpsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/products',
    {
      schema: {
        summary: 'Loan products with their pricing, rollover setting and the legal cost cap',
        response: opsResponse(productListSchema),
      },
      config: { permission: 'catalogue.read' },
    },
    async () => ok(await listProductsForOps(app)),
  );
  routes.patch(
    '/products/:productId',
    {
      schema: {
        summary:
          'Changes a product for new loans (orders keep the terms they were applied for); refused (422) beyond the cost cap',
        params: productParamsSchema,
        body: productPatchBodySchema,
        response: opsResponse(opsProductSchema),
      },
      config: {
        permission: 'catalogue.change',
        auditBefore: (request: FastifyRequest) =>
          showProductForOps(app, (request.params as { productId: string }).productId).catch(
            (error: unknown) => {
              if (error instanceof AppError) return null;
              throw error;
            },
          ),
      },
    },
    async (request) => ok(await changeProduct(app, request.params.productId, request.body)),
  );
}
