import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { requestApproval } from '../money-approvals/money-approvals.service.ts';
import { UNAUTHORIZED } from '../operators/ops-identity.ts';
import { opsResponse, opsResponseOrApproval, orderParamsSchema } from '../ops/ops.schemas.ts';
import { operatorOf } from '../ops/ops-auth.ts';
import {
  moneyActionSchema,
  orderLedgerSchema,
  reconcileReportSchema,
  refundBodySchema,
  reversalBodySchema,
  waiverBodySchema,
} from './ledger.schemas.ts';
import { refundCredit, reversePayment, waive } from './ledger-ops.service.ts';
import { orderLedger, reconcileLedger } from './ledger-view.service.ts';

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });

/** Who does a money action: the event actor and the role, both recorded. */
export function moneyOperator(request: FastifyRequest) {
  if (!request.opsIdentity) throw UNAUTHORIZED();
  return { actor: operatorOf(request), role: request.opsIdentity.role };
}

/**
 * The loan ledger on the operations API (decision 0031): an order's entries and balances, the
 * reconciliation of every order, and the money actions (waiver, reversal, refund), each audited.
 */
export default async function ledgerOpsRoutes(app: FastifyInstance) {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const before = async (request: FastifyRequest) => {
    const { orderId } = request.params as { orderId: string };
    return orderLedger(app, orderId)
      .then((ledger) => ledger.balances)
      .catch(() => null);
  };
  ops.get(
    '/orders/:orderId/ledger',
    {
      schema: {
        summary: "An order's loan entries and the balances derived from them",
        params: orderParamsSchema,
        response: opsResponse(orderLedgerSchema),
      },
      config: { permission: 'payments.read' },
    },
    async (request) => ok(await orderLedger(app, request.params.orderId)),
  );
  ops.get(
    '/ledger/reconcile',
    {
      schema: {
        summary: "Every order's balances against its entries, and every payment against its entry",
        response: opsResponse(reconcileReportSchema),
      },
      config: { permission: 'payments.read' },
    },
    async () => ok(await reconcileLedger(app)),
  );
  ops.post(
    '/orders/:orderId/waivers',
    {
      schema: {
        summary:
          'Waives part of what an order owes (reason required; the role is recorded): above the limit recorded for a second operator to approve (202)',
        params: orderParamsSchema,
        body: waiverBodySchema,
        response: opsResponseOrApproval(moneyActionSchema),
      },
      config: { permission: 'payments.adjust', auditBefore: before },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const { evidence, ...waiver } = request.body;
      if (waiver.amount > app.config.makerChecker.waiverAbove) {
        const pendingApproval = await requestApproval(
          app,
          {
            kind: 'waiver',
            orderId,
            amount: waiver.amount,
            reference: waiver.reference,
            evidence,
            details: { part: waiver.part, reason: waiver.reason },
          },
          moneyOperator(request),
        );
        return reply.code(202).send(ok({ pendingApproval }));
      }
      return ok(await waive(app, orderId, waiver, moneyOperator(request)));
    },
  );
  ops.post(
    '/orders/:orderId/reversals',
    {
      schema: {
        summary: 'Reverses a repayment (and the credit it left); not a rollover payment',
        params: orderParamsSchema,
        body: reversalBodySchema,
        response: opsResponse(moneyActionSchema),
      },
      config: { permission: 'payments.adjust', auditBefore: before },
    },
    async (request) =>
      ok(await reversePayment(app, request.params.orderId, request.body, moneyOperator(request))),
  );
  ops.post(
    '/orders/:orderId/refunds',
    {
      schema: {
        summary: 'Pays back credit left by overpayments (at most the credit)',
        params: orderParamsSchema,
        body: refundBodySchema,
        response: opsResponse(moneyActionSchema),
      },
      config: { permission: 'payments.adjust', auditBefore: before },
    },
    async (request) =>
      ok(await refundCredit(app, request.params.orderId, request.body, moneyOperator(request))),
  );
}
