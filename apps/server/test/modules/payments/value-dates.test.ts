import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints, phDate, phDateTime } from '@loan/contract';
import { addDays } from '@loan/loan-engine';
import { describe, expect, it } from 'vitest';
import { ledger } from '../../../src/modules/ops/ops-cli-ledger.ts';
import type { OpsClient } from '../../../src/modules/ops/ops-client.ts';
import { sweepOrders } from '../../../src/modules/order/order-sweep.service.ts';
import { call } from '../../helpers/api.ts';
import { type TestAppContext as TestApp, useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';
import { generateCode, paidEvent, sendCallback } from '../../helpers/repayment.ts';

const GCASH = 20001;
const MINUTE_MS = 60_000;
const ORDER = DEMO_ORDER_IDS.due;

type Entry = {
  seq: number;
  type: string;
  effectiveOn: string;
  reason: string | null;
  reversesEntryId: string | null;
  id: string;
  paymentId: string | null;
};

/** The demo loan due today (the test clock: 2026-03-02 17:00 PHT), its full amount on a code. */
async function payCodeForAll(t: TestApp) {
  const demo = await logInDemoBorrower(t.app);
  const page = await call(
    t.app,
    endpoints.installmentDetail,
    { productId: DEMO_PRODUCT_ID, orderId: ORDER },
    { sessionid: demo },
  );
  const amount = page.body.data!.repayAmount;
  const code = await generateCode(t.app, demo, { orderId: ORDER, amount, channelNumber: GCASH });
  return { demo, amount, reference: code.body.data!.payCode, due: phDate(t.clock.now()) };
}

async function orderLedger(t: TestApp) {
  const { body } = await ops(t.app, 'GET', `/orders/${ORDER}/ledger`);
  return body.data as {
    status: number;
    entries: Entry[];
    balances: {
      totalOwed: number;
      penalty: { charged: number };
      defaultInterest: { charged: number };
    };
  };
}

/** Settled on the due date: nothing of the penalty or default interest in effect. */
async function expectPaidOnTime(t: TestApp, demo: string, due: string, amount: number) {
  const found = await orderLedger(t);
  expect(found.status).toBe(200);
  expect(found.balances).toMatchObject({
    totalOwed: 0,
    penalty: { charged: 0 },
    defaultInterest: { charged: 0 },
  });
  const reversed = new Map(found.entries.map((e) => [e.reversesEntryId, e]));
  const charges = found.entries.filter(
    (e) => e.type === 'penalty' || e.type === 'default_interest',
  );
  expect(charges.length).toBeGreaterThan(0);
  for (const charge of charges) {
    expect(reversed.get(charge.id)?.reason).toBe(
      `value date: money paid on ${due} is booked before this entry`,
    );
  }
  const repayments = found.entries.filter((e) => e.type === 'repayment');
  expect(repayments.map((e) => [e.effectiveOn, reversed.has(e.id)])).toContainEqual([due, false]);
  const history = await call(
    t.app,
    endpoints.repaymentHistory,
    { orderId: ORDER },
    { sessionid: demo },
  );
  const last = history.body.data!.payments.at(-1)!;
  expect(last.amount).toBe(amount);
  expect(phDate(new Date(last.paidAt))).toBe(due);
  const receipt = await call(
    t.app,
    endpoints.repaymentReceipt,
    { receiptNo: last.receiptNo },
    { sessionid: demo },
  );
  expect(phDate(new Date(receipt.body.data!.paidAt))).toBe(due);
  return found;
}

describe('a payment made on the due date at 23:55 PHT, its callback after midnight', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'warn' } });

  it('settles the loan as of the due date, once despite 50 deliveries', async () => {
    const { demo, amount, reference, due } = await payCodeForAll(t);
    t.clock.advance((6 * 60 + 55) * MINUTE_MS); // 23:55 PHT
    const paidAt = t.clock.now();
    expect(phDateTime(paidAt)).toBe(`${due} 23:55:00`);
    t.clock.advance(10 * MINUTE_MS); // 00:05 PHT the next day: the clock finds the loan overdue
    const event = paidEvent(reference, amount, 'pay_at_2355', paidAt);
    const results = await Promise.all(Array.from({ length: 50 }, () => sendCallback(t.app, event)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.body.result === 'booked')).toHaveLength(1);
    const found = await expectPaidOnTime(t, demo, due, amount);
    const own = found.entries.filter((e) => e.paymentId && e.type === 'repayment');
    expect(own).toHaveLength(1);
    // The same callback again, later: nothing more.
    t.clock.advance(60 * MINUTE_MS);
    expect((await sendCallback(t.app, event)).body.result).toBe('duplicate');
    expect((await orderLedger(t)).entries).toHaveLength(found.entries.length);
  });
});

describe('a payment made on the due date, its callback a day later', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'warn' } });

  it('undoes the penalty the sweep booked, with the reason, and reads so in orders ledger', async () => {
    const { demo, amount, reference, due } = await payCodeForAll(t);
    t.clock.advance(3 * 60 * MINUTE_MS); // 20:00 PHT
    const paidAt = t.clock.now();
    t.clock.advance(14 * 60 * MINUTE_MS); // 10:00 PHT the next day: the sweep's penalty
    await sweepOrders(t.app);
    const swept = await orderLedger(t);
    expect(swept.status).toBe(180);
    expect(swept.entries.some((e) => e.type === 'penalty')).toBe(true);
    t.clock.advance(24 * 60 * MINUTE_MS); // the callback comes a day later still
    const paid = await sendCallback(t.app, paidEvent(reference, amount, 'pay_day_late', paidAt));
    expect(paid.body.result).toBe('booked');
    await expectPaidOnTime(t, demo, due, amount);
    // The order's projection and its payments row agree with the entries.
    const reconciled = await ops(t.app, 'GET', '/ledger/reconcile');
    expect(reconciled.body.data.differences).toBe(0);

    const lines: string[] = [];
    const client = {
      call: async (method: 'GET', path: string) => (await ops(t.app, method, path)).body.data,
    } as unknown as OpsClient;
    await ledger(client, ORDER, false, { out: (line) => lines.push(line) });
    const text = lines.join('\n');
    expect(text).toMatch(/value date\s+recorded \(PHT\)/);
    expect(text).toMatch(
      new RegExp(
        `reversal\\s+\\d+\\.\\d{2}\\s+reverses #\\d+, penalty [\\d.]+ .*value date: money paid on ${due}`,
      ),
    );
    expect(text).toMatch(new RegExp(`${due}\\s+\\S+ \\S+\\s+repayment`));
  });
});

describe('a payment whose callback comes after a later payment was booked', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'warn' } });

  it('books the later payment again after it, keeping its payment, receipt and reversal', async () => {
    const demo = await logInDemoBorrower(t.app);
    const due = phDate(t.clock.now());
    const code = async () =>
      (await generateCode(t.app, demo, { orderId: ORDER, amount: 10_000, channelNumber: GCASH }))
        .body.data!.payCode;
    const first = await code();
    const paidFirst = t.clock.now(); // 17:00 PHT on the due date; its callback is late
    t.clock.advance(17 * 60 * MINUTE_MS); // 10:00 PHT the next day
    const second = await code();
    expect((await sendCallback(t.app, paidEvent(second, 10_000, 'pay_second'))).body.result).toBe(
      'booked',
    );
    t.clock.advance(60 * MINUTE_MS);
    const late = await sendCallback(t.app, paidEvent(first, 10_000, 'pay_first', paidFirst));
    expect(late.body.result).toBe('booked');

    const found = await orderLedger(t);
    const repayments = found.entries.filter((e) => e.type === 'repayment');
    const undone = new Set(found.entries.map((e) => e.reversesEntryId));
    const live = repayments.filter((e) => !undone.has(e.id));
    expect(live.map((e) => e.effectiveOn)).toEqual([due, addDays(due, 1)]);
    // The second payment's first entry is reversed, with the reason; its new one keeps its payment.
    const [replaced] = repayments.filter((e) => undone.has(e.id));
    expect(replaced!.paymentId).toBe(live[1]!.paymentId);
    const reversal = found.entries.find((e) => e.reversesEntryId === replaced!.id)!;
    expect(reversal.reason).toBe(`value date: money paid on ${due} is booked before this entry`);
    const history = await call(
      t.app,
      endpoints.repaymentHistory,
      { orderId: ORDER },
      { sessionid: demo },
    );
    const payments = history.body.data!.payments.slice(-2);
    expect(payments.map((p) => p.reversedAt)).toEqual([null, null]);
    expect((await ops(t.app, 'GET', '/ledger/reconcile')).body.data.differences).toBe(0);

    // The second payment charged back: the entry in effect is the one reversed.
    const chargeback = await ops(t.app, 'POST', `/orders/${ORDER}/reversals`, {
      body: { payment: payments[1]!.receiptNo, reason: 'chargeback' },
    });
    expect(chargeback.statusCode).toBe(200);
    const undoes = chargeback.body.data.entries.map(
      (e: { reversesEntryId: string | null }) => e.reversesEntryId,
    );
    expect(undoes).toContain(live[1]!.id);
  });
});
