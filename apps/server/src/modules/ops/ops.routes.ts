import { dashboardSchema } from '@loan/contract/ops-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import auditRoutes from '../audit/audit.routes.ts';
import collectionsRoutes from '../collections/collections.routes.ts';
import {
  complaintParamsSchema,
  listComplaintsForOps,
  listComplaintsQuerySchema,
  replyBodySchema,
  replyToComplaint,
  showComplaintForOps,
} from '../complaint/complaint-ops.service.ts';
import exportsRoutes from '../exports/exports.routes.ts';
import { listJobRuns } from '../jobs/job-runs.service.ts';
import ledgerOpsRoutes from '../ledger/ledger-ops.routes.ts';
import { sweepOrders } from '../loan/order-sweep.service.ts';
import operatorsAdminRoutes from '../operators/operators-admin.routes.ts';
import { guardOpsRoutes } from '../operators/ops-guard.ts';
import { type Permission, roleMay } from '../operators/permissions.ts';
import { listPaymentsForOps, recordOperatorPayment } from '../payments/payments-ops.service.ts';
import { reconcileDay } from '../payments/reconciliation.service.ts';
import {
  bindItemParamsSchema,
  bindItemPatchSchema,
  changeBindItem,
  listBindItemsForOps,
} from '../payout/bind-items-ops.service.ts';
import {
  addTemplate,
  landingStats,
  listTemplatesForOps,
  newTemplateBodySchema,
  statsQuerySchema,
  switchTemplate,
  templateParamsSchema,
} from '../promotion/promotion-ops.service.ts';
import { endSessionsOfPhone } from '../user/session.service.ts';
import { writeClockOffsetMs } from './clock-offset.repository.ts';
import { dashboard } from './dashboard.service.ts';
import {
  advanceClockBodySchema,
  bindItemListSchema,
  bindItemSchema,
  clockSchema,
  complaintListSchema,
  decisionBodySchema,
  endedSessionsSchema,
  jobRunsSchema,
  landingStatsSchema,
  landingTemplateListSchema,
  landingTemplateSchema,
  listOrdersQuerySchema,
  opsComplaintSchema,
  opsPaymentSchema,
  opsResponse,
  orderDetailSchema,
  orderListSchema,
  orderParamsSchema,
  orderPaymentsSchema,
  phoneParamsSchema,
  reconcileBodySchema,
  reconciliationSchema,
  recordPaymentBodySchema,
  sweepResultSchema,
} from './ops.schemas.ts';
import { actOnOrder, clockView, listOrdersForOps, showOrderForOps } from './ops.service.ts';
import { operatorOf } from './ops-auth.ts';
import { documentGuardedOpsRoute } from './ops-docs.ts';

export const OPS_PREFIX = '/api/ops';
const DAY_MS = 86_400_000;
const ACTION_TEXT = {
  approve: 'Approves an order under review',
  reject: 'Rejects an order under review',
  disburse: "Releases an approved order's money",
} as const;

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });

const may = (permission: Permission) => ({ permission });

/**
 * The operations API: a signed-in operator (session cookie, CSRF token on writes) or a scoped
 * bearer token; every route names the permission it needs (decision 0030).
 */
export default async function opsRoutes(app: FastifyInstance) {
  guardOpsRoutes(app, app);
  const ops = app.withTypeProvider<ZodTypeProvider>();
  const orderBefore = async (request: FastifyRequest) => {
    const { orderId } = request.params as { orderId: string };
    const order = await showOrderForOps(app, orderId).catch(ifMissing);
    return order && { status: order.status, statusName: order.statusName };
  };
  ops.addHook('onRoute', documentGuardedOpsRoute);

  ops.get(
    '/jobs',
    {
      schema: { summary: "Each scheduled job's last run", response: opsResponse(jobRunsSchema) },
      config: may('clock.read'),
    },
    async () => ok(await listJobRuns(app)),
  );
  ops.get(
    '/orders',
    {
      schema: {
        summary: 'Orders, newest first, by status or phone, a page at a time',
        querystring: listOrdersQuerySchema,
        response: opsResponse(orderListSchema),
      },
      config: may('orders.read'),
    },
    async (request) => ok(await listOrdersForOps(app, request.query)),
  );
  ops.get(
    '/orders/:orderId',
    {
      schema: {
        summary: 'An order with its history of events',
        params: orderParamsSchema,
        response: opsResponse(orderDetailSchema),
      },
      config: may('orders.read'),
    },
    async (request) => ok(await showOrderForOps(app, request.params.orderId)),
  );
  for (const action of ['approve', 'reject', 'disburse'] as const) {
    ops.post(
      `/orders/:orderId/${action}`,
      {
        schema: {
          summary: ACTION_TEXT[action],
          params: orderParamsSchema,
          body: decisionBodySchema,
          response: opsResponse(orderDetailSchema),
        },
        config: { ...may('orders.decide'), auditBefore: orderBefore },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { orderId } = request.params;
        return ok(await actOnOrder(app, orderId, action, operator, request.body));
      },
    );
  }
  ops.get(
    '/orders/:orderId/payments',
    {
      schema: {
        summary: "An order's payments and what it still owes",
        params: orderParamsSchema,
        response: opsResponse(orderPaymentsSchema),
      },
      config: may('payments.read'),
    },
    async (request) => ok(await listPaymentsForOps(app, request.params.orderId)),
  );
  ops.post(
    '/orders/:orderId/payments',
    {
      schema: {
        summary: 'Books money received outside the provider, once per reference',
        params: orderParamsSchema,
        body: recordPaymentBodySchema,
        response: opsResponse(opsPaymentSchema),
      },
      config: { ...may('payments.record'), auditBefore: orderBefore },
    },
    async (request) => {
      const operator = operatorOf(request);
      return ok(await recordOperatorPayment(app, request.params.orderId, request.body, operator));
    },
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
      config: may('payments.record'),
    },
    async (request) => {
      const { db, clock, config, payments } = app;
      const deps = { db, clock, config, payments, log: request.log };
      return ok(await reconcileDay(deps, request.body.date));
    },
  );
  ops.get(
    '/complaints',
    {
      schema: {
        summary: 'Complaints, newest first, by status, a page at a time',
        querystring: listComplaintsQuerySchema,
        response: opsResponse(complaintListSchema),
      },
      config: may('complaints.read'),
    },
    async (request) => ok(await listComplaintsForOps(app, request.query)),
  );
  ops.get(
    '/complaints/:problemId',
    {
      schema: {
        summary: 'A complaint',
        params: complaintParamsSchema,
        response: opsResponse(opsComplaintSchema),
      },
      config: may('complaints.read'),
    },
    async (request) => ok(await showComplaintForOps(app, request.params.problemId)),
  );
  ops.post(
    '/complaints/:problemId/reply',
    {
      schema: {
        summary: 'Answers a complaint',
        params: complaintParamsSchema,
        body: replyBodySchema,
        response: opsResponse(opsComplaintSchema),
      },
      config: {
        ...may('complaints.reply'),
        auditBefore: (request) =>
          showComplaintForOps(app, (request.params as { problemId: string }).problemId).catch(
            ifMissing,
          ),
      },
    },
    async (request) => ok(await replyToComplaint(app, request.params.problemId, request.body)),
  );
  ops.get(
    '/bind-items',
    {
      schema: {
        summary: "The binding page's items, hidden ones too",
        response: opsResponse(bindItemListSchema),
      },
      config: may('settings.read'),
    },
    async () => ok(await listBindItemsForOps(app)),
  );
  ops.get(
    '/landing-templates',
    {
      schema: {
        summary: 'The landing page templates',
        response: opsResponse(landingTemplateListSchema),
      },
      config: may('settings.read'),
    },
    async () => ok(await listTemplatesForOps(app)),
  );
  ops.post(
    '/landing-templates',
    {
      schema: {
        summary: 'Adds a landing page template',
        body: newTemplateBodySchema,
        response: opsResponse(landingTemplateSchema),
      },
      config: may('settings.change'),
    },
    async (request) => ok(await addTemplate(app, request.body.name)),
  );
  for (const [action, active] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    ops.post(
      `/landing-templates/:id/${action}`,
      {
        schema: {
          summary: `${action === 'enable' ? 'Shows' : 'Hides'} a landing page template`,
          params: templateParamsSchema,
          response: opsResponse(landingTemplateSchema),
        },
        config: {
          ...may('settings.change'),
          auditBefore: async (request: FastifyRequest) => {
            const { id } = request.params as { id: number };
            const { templates } = await listTemplatesForOps(app);
            return templates.find((template) => template.id === id) ?? null;
          },
        },
      },
      async (request) => ok(await switchTemplate(app, request.params.id, active)),
    );
  }
  ops.get(
    '/landing-stats',
    {
      schema: {
        summary: 'Visits and clicks per template, channel and day',
        querystring: statsQuerySchema,
        response: opsResponse(landingStatsSchema),
      },
      config: may('settings.read'),
    },
    async (request) => ok(await landingStats(app, request.query.days)),
  );
  ops.patch(
    '/bind-items/:code',
    {
      schema: {
        summary: 'Changes a binding page item',
        params: bindItemParamsSchema,
        body: bindItemPatchSchema,
        response: opsResponse(bindItemSchema),
      },
      config: {
        ...may('settings.change'),
        auditBefore: async (request) => {
          const { code } = request.params as { code: string };
          const { items } = await listBindItemsForOps(app);
          return items.find((item) => item.code === code) ?? null;
        },
      },
    },
    async (request) => ok(await changeBindItem(app, request.params.code, request.body)),
  );
  ops.post(
    '/users/:phone/revoke-sessions',
    {
      schema: {
        summary: 'Ends every session of a borrower',
        params: phoneParamsSchema,
        response: opsResponse(endedSessionsSchema),
      },
      config: may('borrowers.end-sessions'),
    },
    async (request) => ok(await endSessionsOfPhone(app, request.params.phone)),
  );
  ops.post(
    '/tick',
    {
      schema: {
        summary: 'Applies the clock to the orders it moves today',
        response: opsResponse(sweepResultSchema),
      },
      config: may('clock.run'),
    },
    async () => ok(await sweepOrders(app)),
  );
  ops.get(
    '/clock',
    {
      schema: {
        summary: "The server's clock and its offset",
        response: opsResponse(clockSchema),
      },
      config: may('clock.read'),
    },
    async () => ok(clockView(app.clock)),
  );

  ops.get(
    '/dashboard',
    {
      schema: {
        summary: "Today's applications, releases and due orders, overdue by bucket, complaints",
        response: opsResponse(dashboardSchema),
      },
      config: may('orders.read'),
    },
    async (request) => {
      const role = request.opsIdentity?.role;
      return ok(await dashboard(app, role !== undefined && roleMay(role, 'complaints.read')));
    },
  );

  await ops.register(operatorsAdminRoutes);
  await ops.register(auditRoutes);
  await ops.register(collectionsRoutes);
  await ops.register(ledgerOpsRoutes);
  await ops.register(exportsRoutes);

  // Moving time is for demos and tests only.
  if (app.config.isProduction) return;
  const clockBefore = async () => clockView(app.clock);
  ops.post(
    '/clock/advance',
    {
      schema: {
        summary: 'Moves the clock forward (not in production)',
        body: advanceClockBodySchema,
        response: opsResponse(clockSchema),
      },
      config: { ...may('clock.run'), auditBefore: clockBefore },
    },
    async (request) => {
      await setOffset(app, app.clock.offsetMs + request.body.days * DAY_MS);
      return ok(clockView(app.clock));
    },
  );
  ops.post(
    '/clock/reset',
    {
      schema: {
        summary: 'Puts the clock back (not in production)',
        response: opsResponse(clockSchema),
      },
      config: { ...may('clock.run'), auditBefore: clockBefore },
    },
    async () => {
      await setOffset(app, 0);
      return ok(clockView(app.clock));
    },
  );
}

async function setOffset(app: FastifyInstance, offsetMs: number): Promise<void> {
  await writeClockOffsetMs(app.db, offsetMs, app.clock.now());
  app.clock.setOffsetMs(offsetMs);
}

/** A record a write names but that does not exist has no "before"; the write answers 404. */
function ifMissing(error: unknown): null {
  if (error instanceof AppError) return null;
  throw error;
}
