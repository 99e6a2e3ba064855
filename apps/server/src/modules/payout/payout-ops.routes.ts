import {
  refundPayoutAnswerSchema,
  refundPayoutBodySchema,
  resolvePayoutBodySchema,
  reversedPayoutListSchema,
} from '@loan/contract/ops-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { opsResponse } from '../ops/ops.schemas.ts';
import { operatorOf } from '../ops/ops-auth.ts';
import { refundThroughPayout } from './payout-refund.service.ts';
import { resolveReversedPayout, reversedPayouts } from './payout-resolve.service.ts';

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });

const orderParamsSchema = z.object({ orderId: z.string().trim().min(1).max(64) });
const payoutParamsSchema = z.object({ reference: z.string().trim().min(1).max(64) });

const resolvedSchema = z.object({
  orderId: z.string(),
  orderStatus: z.number(),
  payouts: z.array(z.object({ reference: z.string(), status: z.string() })),
});

/** Reversed payouts awaiting an operator, and their resolution (decision 0065). */
export default async function payoutOpsRoutes(app: FastifyInstance) {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  ops.get(
    '/payouts/reversed',
    {
      schema: {
        summary: 'Payouts the gateway reversed, awaiting an operator, oldest first',
        response: opsResponse(reversedPayoutListSchema),
      },
      config: { permission: 'orders.read' },
    },
    async () => ok(await reversedPayouts(app)),
  );
  ops.post(
    '/payouts/:reference/resolve',
    {
      schema: {
        summary:
          'Resolves a reversed payout: release again to the bound account, cancel the held loan, or close one untangled by hand',
        params: payoutParamsSchema,
        body: resolvePayoutBodySchema,
        response: opsResponse(resolvedSchema),
      },
      config: { permission: 'orders.decide' },
    },
    async (request) => {
      const { db, clock, config, payments } = app;
      const deps = { db, clock, config, payments, log: request.log };
      const { action, note } = request.body;
      const operator = operatorOf(request);
      return ok(
        await resolveReversedPayout(deps, request.params.reference, action, note, operator),
      );
    },
  );
  ops.post(
    '/orders/:orderId/refund-payouts',
    {
      schema: {
        summary:
          "Refunds the borrower's credit through a payout to their bound account; booked when it succeeds",
        params: orderParamsSchema,
        body: refundPayoutBodySchema,
        response: opsResponse(refundPayoutAnswerSchema),
      },
      config: { permission: 'payments.adjust' },
    },
    async (request) => {
      const { db, clock, config, payments } = app;
      const deps = { db, clock, config, payments, log: request.log };
      const actor = operatorOf(request);
      return ok(await refundThroughPayout(deps, request.params.orderId, request.body, actor));
    },
  );
}
