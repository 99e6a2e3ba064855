import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';
import { generateCode, paidEvent, sendCallback } from '../../helpers/repayment.ts';

const DAY_MS = 86_400_000;
const GCASH = 20001;

interface Entry {
  type: string;
  amount: number;
  effectiveOn: string;
  details: Record<string, unknown>;
}

describe('a credit pays the next charge (decision 0086)', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'warn' } });

  it('money over a rollover code is a credit that pays the next rollover, on the day it falls due', async () => {
    const sessionid = await logInDemoBorrower(t.app);
    const orderId = DEMO_ORDER_IDS.due;
    const query = { productId: DEMO_PRODUCT_ID, orderId };
    const delayPage = async () =>
      (await call(t.app, endpoints.delayDetail, query, { sessionid })).body.data!;
    const ledger = async () =>
      (await ops(t.app, 'GET', `/orders/${orderId}/ledger`)).body.data as {
        entries: Entry[];
        balances: { credit: number };
      };

    // The borrower pays ₱200 more than the rollover's cost on its code: the rest is a credit.
    const cost = (await delayPage()).delayInfo.delayAmount;
    const input = { orderId, amount: cost, channelNumber: GCASH, isDelay: 1 as const };
    const code = (await generateCode(t.app, sessionid, input)).body.data!;
    const paid = await sendCallback(t.app, paidEvent(code.payCode, cost + 20_000, 'pay_over_roll'));
    expect(paid.body.result).toBe('booked');
    expect((await ledger()).balances.credit).toBe(20_000);

    // On the next due date the clock applies the credit to the interest then due.
    const rollover = (await ledger()).entries.find((e) => e.type === 'rollover')!;
    t.clock.advance(91 * DAY_MS);
    const next = await delayPage();
    const after = await ledger();
    const applied = after.entries.filter((e) => e.type === 'credit_applied');
    expect(applied).toEqual([
      expect.objectContaining({
        amount: 20_000,
        effectiveOn: rollover.details.newDueDate,
        details: { kind: 'due' },
      }),
    ]);
    expect(after.balances.credit).toBe(0);
    // The next rollover asks ₱200 less than its cost: the credit paid that part of the interest.
    expect(next.delayInfo.delayAmount).toBe(cost - 20_000);
    const reconciled = await ops(t.app, 'GET', '/ledger/reconcile');
    expect(reconciled.body.data).toMatchObject({ differences: 0, listed: [] });

    // Paying the rest rolls the loan over again, with no credit left behind.
    const second = await generateCode(t.app, sessionid, { ...input, amount: cost - 20_000 });
    const rolled = await sendCallback(
      t.app,
      paidEvent(second.body.data!.payCode, cost - 20_000, 'pay_roll_2'),
    );
    expect(rolled.body.result).toBe('booked');
    const final = await ledger();
    expect(final.entries.filter((e) => e.type === 'rollover')).toHaveLength(2);
    expect(final.balances.credit).toBe(0);
  });
});
