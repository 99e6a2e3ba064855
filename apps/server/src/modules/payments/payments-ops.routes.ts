import {
  paymentListSchema,
  reconcileBodySchema,
  reconciliationListSchema,
  reconciliationSchema,
} from '@loan/contract/ops-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { pageCursorSchema } from '../../lib/page-cursor.ts';
import { opsResponse } from '../ops/ops.schemas.ts';
import { operatorOf } from '../ops/ops-auth.ts';
import { listPaymentFlags, paymentFlagListSchema } from './payment-flags.service.ts';
import { listPayments } from './payments-list.service.ts';
import {
  listReconciliations,
  runReconciliation,
  showReconciliation,
} from './reconciliation-runs.service.ts';

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });
const phDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-01-31');

const paymentListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(64)
    .optional()
    .describe(
      'An order number, or the start of a receipt number (from the last issued) or of a reference (A to Z)',
    ),
  from: phDay.optional(),
  to: phDay.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  after: pageCursorSchema.optional(),
});

const flagListQuerySchema = z.object({
  from: phDay.optional(),
  to: phDay.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

const reconciliationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(31),
  after: phDay.optional(),
});

/**
 * The back office's Payments screen (decision 0039): every payment a page at a time, and the
 * reconciliation of a day with the gateway, run on demand and kept.
 */
export default async function paymentsOpsRoutes(app: FastifyInstance) {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  ops.get(
    '/payments',
    {
      schema: {
        summary: 'Payments, newest first, by receipt number, reference or order, a page at a time',
        querystring: paymentListQuerySchema,
        response: opsResponse(paymentListSchema),
      },
      config: { permission: 'payments.read' },
    },
    async (request) => ok(await listPayments(app, request.query)),
  );
  ops.post(
    '/payments/reconcile',
    {
      schema: {
        summary:
          "Compares the gateway's settled payments and payouts of a Philippine day with ours; books what we missed",
        body: reconcileBodySchema,
        response: opsResponse(reconciliationSchema),
      },
      config: { permission: 'payments.record' },
    },
    async (request) => {
      const { db, clock, config, payments, sms } = app;
      const deps = { db, clock, config, payments, sms, jobs: app.jobs, log: request.log };
      return ok(await runReconciliation(deps, request.body.date, operatorOf(request)));
    },
  );
  ops.get(
    '/payments/reconciliations',
    {
      schema: {
        summary: 'The latest reconciliation of each Philippine day, newest day first',
        querystring: reconciliationListQuerySchema,
        response: opsResponse(reconciliationListSchema),
      },
      config: { permission: 'payments.read' },
    },
    async (request) => ok(await listReconciliations(app.db, request.query)),
  );
  ops.get(
    '/payments/reconciliations/:date',
    {
      schema: {
        summary: 'The latest reconciliation of a Philippine day, line by line',
        params: z.object({ date: phDay }),
        response: opsResponse(reconciliationSchema),
      },
      config: { permission: 'payments.read' },
    },
    async (request) => ok(await showReconciliation(app.db, request.params.date)),
  );
  ops.get(
    '/payments/flags',
    {
      schema: {
        summary:
          'Gateway events that did not answer their pay code exactly (part, over, a paid, expired or ended code, a foreign request id, fractions of a centavo), oldest first',
        querystring: flagListQuerySchema,
        response: opsResponse(paymentFlagListSchema),
      },
      config: { permission: 'payments.read' },
    },
    async (request) => ok(await listPaymentFlags(app.db, app.clock.now(), request.query)),
  );
}
