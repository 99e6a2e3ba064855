import { createHmac, randomBytes } from 'node:crypto';
import {
  BUSINESS_CODE,
  endpoints,
  ORDER_STATUS,
  PAY_CODE_IS_DELAY,
  PAY_CODE_IS_INSTALMENT,
  PAYMENT_PATHS,
  PAYMENT_SIGNATURE_HEADER,
} from '@loan/contract';
import {
  api,
  borrower,
  data,
  FULL_PAYMENT_SHARE,
  GCASH,
  loanOut,
  PART_PAYMENT,
  PROVIDER_ADDRESSES,
  payable,
  pick,
  rolloverOpen,
  type Scenario,
  type SoakContext,
  step,
} from './mix-step.ts';

export function signedCallback(ctx: SoakContext, body: string): Record<string, string> {
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', ctx.webhookSecret).update(`${t}.${body}`).digest('hex');
  return { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: `t=${t},v1=${v1}` };
}

export async function sendCallback(
  ctx: SoakContext,
  route: string,
  body: string,
  paymentId: string,
) {
  const reply = await step(ctx, {
    route,
    path: PAYMENT_PATHS.callback,
    clientIp: pick(PROVIDER_ADDRESSES),
    headers: signedCallback(ctx, body),
    rawBody: body,
  });
  const result = reply.json?.result;
  if (reply.status === 200 && (result === 'booked' || result === 'duplicate')) {
    ctx.tracked.acknowledgedPaymentIds.push(paymentId);
    if (ctx.acknowledged.length < 5_000) ctx.acknowledged.push(body);
  }
  return reply.status === 200 ? result : undefined;
}

export function callbackBody(ctx: SoakContext, reference: string, amount: number) {
  ctx.sequence += 1;
  const id = `soak_${ctx.runTag}_${ctx.sequence}`;
  const body = JSON.stringify({
    type: 'payment.paid',
    data: { id, reference, amount, paid_at: new Date().toISOString() },
  });
  return { id, body };
}

/**
 * A pay code for the borrower's order, then the provider's signed callback paying it. The run
 * follows what it sees: a loan paid in full, or found settled, takes no more payments; a loan
 * rolled over, or found closed to rollover, is not offered one again.
 */
async function payAndCallback(ctx: SoakContext, scheduledAt: number, rollover: boolean) {
  const chosen = borrower(ctx, rollover ? rolloverOpen : payable);
  if (!chosen) return;
  const { b, ip } = chosen;
  const order = { productId: b.order.productId, orderId: b.order.orderId };
  const reply = await step(ctx, {
    route: rollover ? 'rollover details' : 'repayment details',
    since: scheduledAt,
    ...api(rollover ? endpoints.delayDetail : endpoints.installmentDetail),
    session: b.token,
    clientIp: ip,
    json: order,
  });
  if (reply.json?.code === BUSINESS_CODE.orderStatusConflict) {
    b.order.status = rollover ? ORDER_STATUS.disbursed : ORDER_STATUS.settled;
  }
  const detail = data(reply);
  if (!detail) return;
  const due = rollover
    ? Number((detail.delayInfo as { delayAmount: number }).delayAmount)
    : Number(detail.repayAmount);
  if (!(due > 0)) return;
  const amount = rollover || Math.random() < FULL_PAYMENT_SHARE ? due : Math.min(PART_PAYMENT, due);
  const code = data(
    await step(ctx, {
      route: rollover ? 'pay code (rollover)' : 'pay code',
      ...api(endpoints.generateVcode),
      session: b.token,
      clientIp: ip,
      headers: { 'idempotency-key': randomBytes(12).toString('hex') },
      json: {
        ...order,
        amount,
        isDelay: rollover ? PAY_CODE_IS_DELAY : PAY_CODE_IS_INSTALMENT,
        channelNumber: GCASH,
      },
    }),
  );
  if (!code) return;
  const { id, body } = callbackBody(ctx, String(code.payCode), amount);
  const kind = rollover ? 'rollover' : amount === due ? 'full' : 'part';
  const result = await sendCallback(ctx, `payment callback (${kind})`, body, id);
  if (result !== 'booked') return;
  ctx.recorder.tally(`payments booked (${kind})`);
  if (kind === 'full') b.order.status = ORDER_STATUS.settled;
  if (kind === 'rollover') b.order.status = ORDER_STATUS.disbursed;
}

/** Pay codes, the provider's callbacks and what a borrower reads of their payments. */
export const paymentScenarios = {
  payCode: (ctx, scheduledAt) => payAndCallback(ctx, scheduledAt, false),
  rollover: (ctx, scheduledAt) => payAndCallback(ctx, scheduledAt, true),

  async refusedPayCode(ctx, scheduledAt) {
    const { b, ip } = borrower(ctx, loanOut)!;
    const key = `soak-refused-${randomBytes(10).toString('hex')}`;
    const reply = await step(ctx, {
      route: 'pay code (more than payable: refused)',
      since: scheduledAt,
      ...api(endpoints.generateVcode),
      session: b.token,
      clientIp: ip,
      headers: { 'idempotency-key': key },
      json: {
        productId: b.order.productId,
        orderId: b.order.orderId,
        amount: 999_999_999,
        isDelay: PAY_CODE_IS_INSTALMENT,
        channelNumber: GCASH,
      },
    });
    if (reply.json?.code !== 0) ctx.tracked.refusedKeys.push(key);
  },

  async callbackRetry(ctx, scheduledAt) {
    if (ctx.acknowledged.length === 0) return;
    const body = pick(ctx.acknowledged);
    const id = (JSON.parse(body) as { data: { id: string } }).data.id;
    const reply = await step(ctx, {
      route: 'payment callback (provider retry)',
      since: scheduledAt,
      path: PAYMENT_PATHS.callback,
      clientIp: pick(PROVIDER_ADDRESSES),
      headers: signedCallback(ctx, body),
      rawBody: body,
    });
    if (reply.status === 200) ctx.tracked.acknowledgedPaymentIds.push(id);
  },

  async history(ctx, scheduledAt) {
    const { b, ip } = borrower(ctx, loanOut)!;
    const history = data(
      await step(ctx, {
        route: 'repayment history',
        since: scheduledAt,
        ...api(endpoints.repaymentHistory),
        session: b.token,
        clientIp: ip,
        json: { orderId: b.order.orderId },
      }),
    );
    const payments = (history?.payments ?? []) as Array<{ receiptNo: string }>;
    if (payments.length === 0) return;
    await step(ctx, {
      route: 'repayment receipt',
      ...api(endpoints.repaymentReceipt),
      session: b.token,
      clientIp: ip,
      json: { receiptNo: pick(payments).receiptNo },
    });
  },
} satisfies Record<string, Scenario>;
