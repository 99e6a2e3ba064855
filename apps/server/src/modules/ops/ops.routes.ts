import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import applicantOpsRoutes from '../applicant/applicant-ops.routes.ts';
import auditRoutes from '../audit/audit.routes.ts';
import catalogueOpsRoutes from '../catalogue/catalogue-ops.routes.ts';
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
import jobQueueRoutes from '../jobs/job-queue.routes.ts';
import { listJobRuns } from '../jobs/job-runs.service.ts';
import ledgerOpsRoutes, { moneyOperator } from '../ledger/ledger-ops.routes.ts';
import moneyApprovalsRoutes from '../money-approvals/money-approvals.routes.ts';
import { requestApproval, statedValueDate } from '../money-approvals/money-approvals.service.ts';
import operatorsAdminRoutes from '../operators/operators-admin.routes.ts';
import { guardOpsRoutes } from '../operators/ops-guard.ts';
import type { Permission } from '../operators/permissions.ts';
import paymentsOpsRoutes from '../payments/payments-ops.routes.ts';
import { listPaymentsForOps, recordOperatorPayment } from '../payments/payments-ops.service.ts';
import {
  bindItemParamsSchema,
  bindItemPatchSchema,
  changeBindItem,
  listBindItemsForOps,
} from '../payout/bind-items-ops.service.ts';
import payoutOpsRoutes from '../payout/payout-ops.routes.ts';
import {
  addTemplate,
  landingStats,
  listTemplatesForOps,
  newTemplateBodySchema,
  statsQuerySchema,
  switchTemplate,
  templateParamsSchema,
} from '../promotion/promotion-ops.service.ts';
import uploadsOpsRoutes from '../uploads/uploads-ops.routes.ts';
import { endSessionsOfPhone } from '../user/session.service.ts';
import clockRoutes from './clock.routes.ts';
import dashboardRoutes from './dashboard.routes.ts';
import {
  bindItemListSchema,
  bindItemSchema,
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
  opsResponseOrApproval,
  orderDetailSchema,
  orderListSchema,
  orderParamsSchema,
  orderPaymentsSchema,
  phoneParamsSchema,
  recordPaymentBodySchema,
} from './ops.schemas.ts';
import { actOnOrder, listOrdersForOps, orderStatusForOps, showOrderForOps } from './ops.service.ts';
import { operatorOf } from './ops-auth.ts';
import { documentGuardedOpsRoute } from './ops-docs.ts';
import settingsOpsRoutes from './settings-ops.routes.ts';

export const OPS_PREFIX = '/api/ops';
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
    return orderStatusForOps(app, orderId).catch(ifMissing);
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
        summary:
          'Orders, newest first, by status, phone or dates, or by the start of a phone or order number, a page at a time',
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
        summary:
          'Money received outside the provider, once per reference: above the limit recorded for a second operator to approve (202), else booked',
        params: orderParamsSchema,
        body: recordPaymentBodySchema,
        response: opsResponseOrApproval(opsPaymentSchema),
      },
      config: { ...may('payments.record'), auditBefore: orderBefore },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const body = request.body;
      if (body.amount > app.config.makerChecker.bookingAbove) {
        const pendingApproval = await requestApproval(
          app,
          {
            kind: 'payment',
            orderId,
            amount: body.amount,
            reference: body.reference,
            valueDate: body.valueDate,
            evidence: body.evidence,
            details: { kind: body.kind, channel: body.channel },
          },
          moneyOperator(request),
        );
        return reply.code(202).send(ok({ pendingApproval }));
      }
      const valueDate = await statedValueDate(app, orderId, body.valueDate);
      const input = { ...body, valueDate };
      return ok(await recordOperatorPayment(app, orderId, input, operatorOf(request)));
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
    async (request) => {
      const { userId, ...ended } = await endSessionsOfPhone(app, request.params.phone);
      // The trail names the borrower by id: the phone is theirs, and goes at erasure.
      request.auditTarget = `userId=${userId}`;
      return ok(ended);
    },
  );

  await ops.register(dashboardRoutes);
  await ops.register(clockRoutes);
  await ops.register(operatorsAdminRoutes);
  await ops.register(auditRoutes);
  await ops.register(collectionsRoutes);
  await ops.register(ledgerOpsRoutes);
  await ops.register(moneyApprovalsRoutes);
  await ops.register(exportsRoutes);
  await ops.register(paymentsOpsRoutes);
  await ops.register(payoutOpsRoutes);
  await ops.register(catalogueOpsRoutes);
  await ops.register(settingsOpsRoutes);
  await ops.register(uploadsOpsRoutes);
  await ops.register(jobQueueRoutes);
  await ops.register(applicantOpsRoutes);
}

/** A record a write names but that does not exist has no "before"; the write answers 404. */
function ifMissing(error: unknown): null {
  if (error instanceof AppError) return null;
  throw error;
}
