import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints, phDate } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { sweepOrders } from '../../../src/modules/order/order-sweep.service.ts';
import { checkOpenPayments } from '../../../src/modules/payments/payment-status-check.service.ts';
import { call } from '../../helpers/api.ts';
import { logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';
import { generateCode } from '../../helpers/repayment.ts';
import { useXenditApp, type XenditAppContext } from '../../helpers/xendit-app.ts';

const GCASH = 20001;
const MINUTE_MS = 60_000;
const ORDER = DEMO_ORDER_IDS.due;

/**
 * The demo loan due today (17:00 PHT on the test clock) paid in full at 23:55 PHT on Xendit,
 * whose webhook never came; the next morning the clock's sweep charged the penalty.
 */
async function paidAtMidnightUnheard(t: XenditAppContext) {
  const demo = await logInDemoBorrower(t.app);
  const page = await call(
    t.app,
    endpoints.installmentDetail,
    { productId: DEMO_PRODUCT_ID, orderId: ORDER },
    { sessionid: demo },
  );
  const amount = page.body.data!.repayAmount;
  const due = phDate(t.clock.now());
  const code = (await generateCode(t.app, demo, { orderId: ORDER, amount, channelNumber: GCASH }))
    .body.data!;
  t.clock.advance((6 * 60 + 55) * MINUTE_MS);
  await t.fake.pay(t.fake.byReference(code.payCode)!.payment_request_id, { send: false });
  t.clock.advance((10 * 60 + 5) * MINUTE_MS); // 10:00 PHT the next day
  await sweepOrders(t.app);
  expect((await ledgerOf(t)).status).toBe(180);
  return { due, amount, reference: code.payCode };
}

async function ledgerOf(t: XenditAppContext) {
  return (await ops(t.app, 'GET', `/orders/${ORDER}/ledger`)).body.data as {
    status: number;
    entries: Array<{ type: string; effectiveOn: string; paymentId: string | null }>;
    balances: {
      totalOwed: number;
      penalty: { charged: number };
      defaultInterest: { charged: number };
    };
  };
}

async function expectSettledOn(
  t: XenditAppContext,
  paid: { due: string; amount: number; reference: string },
) {
  const { due, amount, reference } = paid;
  const found = await ledgerOf(t);
  expect(found.status).toBe(200);
  expect(found.balances).toMatchObject({
    totalOwed: 0,
    penalty: { charged: 0 },
    defaultInterest: { charged: 0 },
  });
  const repayments = found.entries.filter((e) => e.type === 'repayment' && e.paymentId);
  expect(repayments.map((e) => [e.effectiveOn, e.type])).toEqual([[due, 'repayment']]);
  const rows = await t.db
    .selectFrom('payments')
    .select(['amount', 'paid_at'])
    .where('reference', '=', reference)
    .execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]!.amount).toBe(amount);
  expect(phDate(rows[0]!.paid_at)).toBe(due);
}

describe('a Xendit payment found by the status check the next day', () => {
  const t = useXenditApp({ ...OPS_ENV, LOG_LEVEL: 'warn' });

  it('takes effect on the day it was paid: the penalty undone, the loan settled', async () => {
    const paid = await paidAtMidnightUnheard(t);
    await checkOpenPayments(t.app);
    await expectSettledOn(t, paid);
    // The status check again: nothing more.
    await checkOpenPayments(t.app);
    expect((await ledgerOf(t)).entries.filter((e) => e.paymentId)).toHaveLength(1);
  });
});

describe('a Xendit payment found by reconciliation the next day', () => {
  const t = useXenditApp({ ...OPS_ENV, LOG_LEVEL: 'warn' });

  it('takes effect on the day it was paid: the penalty undone, the loan settled', async () => {
    const paid = await paidAtMidnightUnheard(t);
    const { body } = await ops(t.app, 'POST', '/payments/reconcile', { body: { date: paid.due } });
    expect(body.data.missingOnOurSide).toMatchObject([{ amount: paid.amount, booked: true }]);
    await expectSettledOn(t, paid);
  });
});
