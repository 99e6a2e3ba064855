import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { call } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';
import { generateCode, sendCallback } from '../../helpers/repayment.ts';

const GCASH = 20001;

describe('a sandbox payment of another amount than its code asked', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'warn' } });
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });
  const payable = async () =>
    (
      await call(
        t.app,
        endpoints.installmentDetail,
        { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.overdue },
        { sessionid: demo },
      )
    ).body.data!.repayAmount;
  const paid = (reference: string, amount: number, id: string) =>
    JSON.stringify({
      type: 'payment.paid',
      data: { id, reference, amount, paid_at: t.clock.now().toISOString() },
    });
  const flagsOf = (reference: string) =>
    t.db
      .selectFrom('payment_flags')
      .select(['reason', 'amount', 'booked_before'])
      .where('reference', '=', reference)
      .orderBy('booked_before')
      .orderBy('reason')
      .execute();

  it('is booked by the allocation rules and flagged: part, then a second payment on the paid code', async () => {
    const before = await payable();
    const code = (
      await generateCode(t.app, demo, {
        orderId: DEMO_ORDER_IDS.overdue,
        amount: 2_000,
        channelNumber: GCASH,
      })
    ).body.data!;
    expect(await sendCallback(t.app, paid(code.payCode, 1_500, 'pay_part'))).toEqual({
      statusCode: 200,
      body: { result: 'booked' },
    });
    expect(await sendCallback(t.app, paid(code.payCode, 900, 'pay_second'))).toEqual({
      statusCode: 200,
      body: { result: 'booked' },
    });
    // Repeated: nothing more.
    expect((await sendCallback(t.app, paid(code.payCode, 900, 'pay_second'))).body).toEqual({
      result: 'duplicate',
    });
    expect(await payable()).toBe(before - 2_400);
    expect(await flagsOf(code.payCode)).toEqual([
      { reason: 'part', amount: 1_500, booked_before: 0 },
      { reason: 'over', amount: 900, booked_before: 1_500 },
      { reason: 'paid-code', amount: 900, booked_before: 1_500 },
    ]);
    expect(t.logs.text).toContain('payment booked and flagged for reconciliation');

    // The day's reconciliation lists each flag as a line someone has to look at.
    const run = await ops(t.app, 'POST', '/payments/reconcile', {
      body: { date: phDate(t.clock.now()) },
    });
    const flagged = run.body.data.flagged.filter(
      (f: { reference: string }) => f.reference === code.payCode,
    );
    expect(flagged.map((f: { reason: string }) => f.reason).sort()).toEqual([
      'over',
      'paid-code',
      'part',
    ]);
    expect(run.body.data.exceptions).toBeGreaterThanOrEqual(3);
  });
});
