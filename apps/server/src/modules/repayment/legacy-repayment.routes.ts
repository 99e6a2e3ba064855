import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { idempotencyKeyOf } from '../idempotency/idempotency.ts';
import {
  commitCardRepayment,
  confirmCardRepayment,
  huichaoRepayment,
  repaymentWay,
} from './card-repayment.service.ts';

/** The legacy payment-way flow, through the same ledger and provider as the pay codes. */
export default async function legacyRepaymentRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.repaymentWay, async ({ orderId }, { user }) =>
    repaymentWay(app, user().id, orderId),
  );
  registerEndpoint(app, endpoints.repaymentCommit, async (input, { user, request }) =>
    commitCardRepayment(app, user().id, input, idempotencyKeyOf(request)),
  );
  registerEndpoint(app, endpoints.repaymentConfirm, async (input, { user }) =>
    confirmCardRepayment(app, user().id, input),
  );
  registerEndpoint(app, endpoints.repaymentHuichao, async (input, { user }) =>
    huichaoRepayment(app, user().id, input),
  );
}
