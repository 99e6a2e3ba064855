import { ORDER_STATUS } from '@loan/contract';
import {
  data,
  OPS_ADDRESS,
  opsHeaders,
  pick,
  type Scenario,
  type SoakContext,
  step,
} from './mix-step.ts';

export async function opsAct(
  ctx: SoakContext,
  scheduledAt: number,
  status: number,
  action: 'approve' | 'disburse',
) {
  const list = data(
    await step(ctx, {
      route: `ops order list (${status})`,
      since: scheduledAt,
      method: 'GET',
      path: `/api/ops/orders?status=${status}&limit=50`,
      clientIp: OPS_ADDRESS,
      headers: opsHeaders(ctx),
    }),
  );
  // Operators disburse only what the borrower accepted; they decide on anything under review.
  const orders = (
    (list?.orders ?? []) as Array<{ orderId: string; withdrawnAt: string | null }>
  ).filter((order) => action !== 'disburse' || order.withdrawnAt !== null);
  if (orders.length === 0) return;
  await step(ctx, {
    route: `ops ${action}`,
    path: `/api/ops/orders/${encodeURIComponent(pick(orders).orderId)}/${action}`,
    clientIp: OPS_ADDRESS,
    headers: opsHeaders(ctx),
    json: { note: 'soak run' },
  });
}

/** The operators' approvals, releases and the clock sweep. */
export const opsScenarios = {
  opsApprove: (ctx, scheduledAt) => opsAct(ctx, scheduledAt, ORDER_STATUS.underReview, 'approve'),
  opsDisburse: (ctx, scheduledAt) => opsAct(ctx, scheduledAt, ORDER_STATUS.approved, 'disburse'),

  async opsSweep(ctx, scheduledAt) {
    await step(ctx, {
      route: 'ops clock sweep',
      since: scheduledAt,
      path: '/api/ops/tick',
      clientIp: OPS_ADDRESS,
      headers: opsHeaders(ctx),
      rawBody: '',
    });
  },
} satisfies Record<string, Scenario>;
