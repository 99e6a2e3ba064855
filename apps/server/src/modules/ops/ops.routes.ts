import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import {
  complaintParamsSchema,
  listComplaintsForOps,
  listComplaintsQuerySchema,
  replyBodySchema,
  replyToComplaint,
  showComplaintForOps,
} from '../complaint/complaint-ops.service.ts';
import { listJobRuns } from '../jobs/job-runs.service.ts';
import { sweepOrders } from '../loan/order-sweep.service.ts';
import { listPaymentsForOps, recordOperatorPayment } from '../payments/payments-ops.service.ts';
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
import {
  advanceClockBodySchema,
  decisionBodySchema,
  listOrdersQuerySchema,
  orderParamsSchema,
  phoneParamsSchema,
  recordPaymentBodySchema,
} from './ops.schemas.ts';
import { actOnOrder, clockView, listOrdersForOps, showOrderForOps } from './ops.service.ts';
import { assertOpsToken, operatorOf } from './ops-auth.ts';

export const OPS_PREFIX = '/api/ops';
const DAY_MS = 86_400_000;

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });

/** The operations API (bearer token); registered only when a token is configured. */
export default async function opsRoutes(app: FastifyInstance, opts: { token: string }) {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  ops.addHook('onRequest', async (request) => assertOpsToken(request, opts.token));

  ops.get('/jobs', async () => ok(await listJobRuns(app)));
  ops.get('/orders', { schema: { querystring: listOrdersQuerySchema } }, async (request) =>
    ok(await listOrdersForOps(app, request.query)),
  );
  ops.get('/orders/:orderId', { schema: { params: orderParamsSchema } }, async (request) =>
    ok(await showOrderForOps(app, request.params.orderId)),
  );
  for (const action of ['approve', 'reject', 'disburse'] as const) {
    ops.post(
      `/orders/:orderId/${action}`,
      { schema: { params: orderParamsSchema, body: decisionBodySchema } },
      async (request) => {
        const operator = operatorOf(request);
        const { orderId } = request.params;
        return ok(await actOnOrder(app, orderId, action, operator, request.body.note));
      },
    );
  }
  ops.get('/orders/:orderId/payments', { schema: { params: orderParamsSchema } }, async (request) =>
    ok(await listPaymentsForOps(app, request.params.orderId)),
  );
  ops.post(
    '/orders/:orderId/payments',
    { schema: { params: orderParamsSchema, body: recordPaymentBodySchema } },
    async (request) => {
      const operator = operatorOf(request);
      return ok(await recordOperatorPayment(app, request.params.orderId, request.body, operator));
    },
  );
  ops.get('/complaints', { schema: { querystring: listComplaintsQuerySchema } }, async (request) =>
    ok(await listComplaintsForOps(app, request.query)),
  );
  ops.get(
    '/complaints/:problemId',
    { schema: { params: complaintParamsSchema } },
    async (request) => ok(await showComplaintForOps(app, request.params.problemId)),
  );
  ops.post(
    '/complaints/:problemId/reply',
    { schema: { params: complaintParamsSchema, body: replyBodySchema } },
    async (request) => ok(await replyToComplaint(app, request.params.problemId, request.body)),
  );
  ops.get('/bind-items', async () => ok(await listBindItemsForOps(app)));
  ops.get('/landing-templates', async () => ok(await listTemplatesForOps(app)));
  ops.post('/landing-templates', { schema: { body: newTemplateBodySchema } }, async (request) =>
    ok(await addTemplate(app, request.body.name)),
  );
  for (const [action, active] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    ops.post(
      `/landing-templates/:id/${action}`,
      { schema: { params: templateParamsSchema } },
      async (request) => ok(await switchTemplate(app, request.params.id, active)),
    );
  }
  ops.get('/landing-stats', { schema: { querystring: statsQuerySchema } }, async (request) =>
    ok(await landingStats(app, request.query.days)),
  );
  ops.patch(
    '/bind-items/:code',
    { schema: { params: bindItemParamsSchema, body: bindItemPatchSchema } },
    async (request) => ok(await changeBindItem(app, request.params.code, request.body)),
  );
  ops.post(
    '/users/:phone/revoke-sessions',
    { schema: { params: phoneParamsSchema } },
    async (request) => ok(await endSessionsOfPhone(app, request.params.phone)),
  );
  ops.post('/tick', async () => ok(await sweepOrders(app)));
  ops.get('/clock', async () => ok(clockView(app.clock)));

  // Moving time is for demos and tests only.
  if (app.config.isProduction) return;
  ops.post('/clock/advance', { schema: { body: advanceClockBodySchema } }, async (request) => {
    await setOffset(app, app.clock.offsetMs + request.body.days * DAY_MS);
    return ok(clockView(app.clock));
  });
  ops.post('/clock/reset', async () => {
    await setOffset(app, 0);
    return ok(clockView(app.clock));
  });
}

async function setOffset(app: FastifyInstance, offsetMs: number): Promise<void> {
  await writeClockOffsetMs(app.db, offsetMs, app.clock.now());
  app.clock.setOffsetMs(offsetMs);
}
