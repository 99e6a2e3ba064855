import {
  BUSINESS_CODE,
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  endpoints,
  formatMoney,
} from '@loan/contract';
import { daysBetween } from '@loan/loan-engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { details, logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';
import { generateCode, paidEvent, sendCallback } from '../../helpers/repayment.ts';

const SEVEN_ELEVEN = 20101;
const GCASH = 20001;
const MAYA = 20002;

describe('repayment through the sandbox provider', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'warn' } });
  let demo: string;
  let rolledDueDate = '';
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });
  const count = async (table: 'pay_codes' | 'payments') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const page = async (orderId: string) => {
    const { body } = await call(
      t.app,
      endpoints.installmentDetail,
      { productId: DEMO_PRODUCT_ID, orderId },
      { sessionid: demo },
    );
    if (!body.data) throw new Error(body.message);
    return body.data;
  };

  it('refuses bad input with a clear error and writes nothing', async () => {
    const { repayAmount } = await page(DEMO_ORDER_IDS.due);
    const stranger = await logIn(t.app);
    const other = await generateCode(t.app, stranger, {
      orderId: DEMO_ORDER_IDS.due,
      amount: 100,
      channelNumber: GCASH,
    });
    expect(other.body.code).toBe(BUSINESS_CODE.orderNotFound);
    const negative = await generateCode(t.app, demo, {
      orderId: DEMO_ORDER_IDS.due,
      amount: -5,
      channelNumber: GCASH,
    });
    expect(negative.statusCode).toBe(400);
    expect(JSON.stringify(negative.body.data)).toContain('amount');
    const over = await generateCode(t.app, demo, {
      orderId: DEMO_ORDER_IDS.due,
      amount: repayAmount + 1,
      channelNumber: GCASH,
    });
    expect(over.body).toMatchObject({ code: BUSINESS_CODE.amountNotPayable });
    const channel = await generateCode(t.app, demo, {
      orderId: DEMO_ORDER_IDS.due,
      amount: 100,
      channelNumber: 99999,
    });
    expect(channel.body).toMatchObject({ code: BUSINESS_CODE.channelUnknown });
    const notReleased = await generateCode(t.app, demo, {
      orderId: DEMO_ORDER_IDS.approved,
      amount: 100,
      channelNumber: GCASH,
    });
    expect(notReleased.body.code).toBe(BUSINESS_CODE.orderStatusConflict);
    expect(await count('pay_codes')).toBe(0);
  });

  it('shows the instalment page from the engine, with the channels', async () => {
    const data = await page(DEMO_ORDER_IDS.due);
    expect(data.repayAmount).toBeGreaterThan(0);
    expect(data.repayList.map((c) => c.name)).toEqual([
      'GCash',
      'Maya',
      '7-Eleven',
      'Cebuana Lhuillier, M Lhuillier and other stores',
      'Bank transfer (InstaPay)',
    ]);
    expect(data).toMatchObject({ isShowReyTop: 1, defDetail: null });
    expect(data.detail[0]).toEqual({ text: 'Loan amount', value: expect.stringMatching(/^₱/) });
  });

  it('rejects forged and stale callbacks and changes nothing', async () => {
    const { repayAmount } = await page(DEMO_ORDER_IDS.overdue);
    const code = (
      await generateCode(t.app, demo, {
        orderId: DEMO_ORDER_IDS.overdue,
        amount: repayAmount,
        channelNumber: GCASH,
      })
    ).body.data!;
    const payments = await count('payments');
    const event = paidEvent(code.payCode, repayAmount);
    const flipped = event.replace(`"amount":${repayAmount}`, `"amount":${repayAmount - 1}`);
    expect((await sendCallback(t.app, flipped, { signedBody: event })).statusCode).toBe(401);
    expect((await sendCallback(t.app, event, { ageSeconds: 301 })).statusCode).toBe(401);
    expect(t.logs.text).toContain('signature stale');
    expect(await count('payments')).toBe(payments);
    expect((await page(DEMO_ORDER_IDS.overdue)).repayAmount).toBe(repayAmount);
  });

  it('replaces an expired code with a fresh one', async () => {
    const input = { orderId: DEMO_ORDER_IDS.overdue, amount: 1000, channelNumber: GCASH };
    const first = (await generateCode(t.app, demo, input)).body.data!;
    await t.app.inject({ method: 'POST', url: `${first.payUrl}/expire` });
    const late = await t.app.inject({
      method: 'POST',
      url: `${first.payUrl}/pay`,
      payload: 'amount=10.00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(late.statusCode).toBe(409);
    const second = (await generateCode(t.app, demo, input)).body.data!;
    expect(second.payCode).not.toBe(first.payCode);
    t.clock.advance(24 * 3_600_000 + 60_000);
    const third = (await generateCode(t.app, demo, input)).body.data!;
    expect(third.payCode).not.toBe(second.payCode);
    const statuses = await t.db
      .selectFrom('pay_codes')
      .select('status')
      .where('reference', 'in', [first.payCode, second.payCode, third.payCode])
      .orderBy('created_at')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['expired', 'expired', 'live']);
  });

  it('pays part through the checkout page and shows the remainder', async () => {
    t.clock.advanceSeconds(1); // the default pay box shows the newest live code
    const before = await page(DEMO_ORDER_IDS.overdue);
    const half = Math.floor(before.repayAmount / 2);
    const first = await generateCode(t.app, demo, {
      orderId: DEMO_ORDER_IDS.overdue,
      amount: before.repayAmount,
      channelNumber: SEVEN_ELEVEN,
    });
    const again = await generateCode(t.app, demo, {
      orderId: DEMO_ORDER_IDS.overdue,
      amount: before.repayAmount,
      channelNumber: SEVEN_ELEVEN,
    });
    expect(again.body.data).toEqual(first.body.data);
    const code = first.body.data!;
    expect((await page(DEMO_ORDER_IDS.overdue)).defDetail).toMatchObject({
      payCode: code.payCode,
      title: '7-Eleven',
    });
    const checkout = await t.app.inject({ method: 'GET', url: code.payUrl });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain(code.payCode);
    // The expiry in Manila's time, labelled; the phone-free ISO text is not shown.
    const manila = new Date(Date.parse(code.expiresAt) + 8 * 3_600_000).toISOString();
    expect(checkout.body).toContain(
      `Payable until</dt><dd>${manila.slice(0, 10)} ${manila.slice(11, 19)} PHT</dd>`,
    );
    expect(checkout.body).not.toContain(code.expiresAt);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${code.payUrl}/pay`,
      payload: `amount=${(half / 100).toFixed(2)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.body).toContain('accepted');
    const booked = await t.db
      .selectFrom('payments')
      .select(['channel', 'amount'])
      .where('reference', '=', code.payCode)
      .executeTakeFirstOrThrow();
    // The payment keeps the channel's name, as the receipt shows it.
    expect(booked).toEqual({ channel: '7-Eleven', amount: half });
    const remainder = before.repayAmount - half;
    expect((await page(DEMO_ORDER_IDS.overdue)).repayAmount).toBe(remainder);
    const order = (await details(t.app, demo, DEMO_ORDER_IDS.overdue)).body.data!;
    expect(order.userOrderDetail.detail).toContainEqual({
      text: 'Amount due',
      value: formatMoney(remainder, t.app.config.brand),
    });
    const delay = await call(
      t.app,
      endpoints.delayDetail,
      { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.overdue },
      { sessionid: demo },
    );
    expect(delay.body.code).toBe(BUSINESS_CODE.orderStatusConflict);
  });

  it('rolls a due loan over to the new due date', async () => {
    const { body } = await call(
      t.app,
      endpoints.delayDetail,
      { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.due },
      { sessionid: demo },
    );
    const delay = body.data!;
    expect(delay.delayInfo.delayAmount).toBeGreaterThan(0);
    expect(delay.repayPlan[0]!.time).toBe(delay.repayDate);
    const wrong = await generateCode(t.app, demo, {
      orderId: DEMO_ORDER_IDS.due,
      amount: delay.delayInfo.delayAmount + 1,
      channelNumber: GCASH,
      isDelay: 1,
    });
    expect(wrong.body.code).toBe(BUSINESS_CODE.amountNotPayable);
    const code = (
      await generateCode(t.app, demo, {
        orderId: DEMO_ORDER_IDS.due,
        amount: delay.delayInfo.delayAmount,
        channelNumber: GCASH,
        isDelay: 1,
      })
    ).body.data!;
    const result = await sendCallback(t.app, paidEvent(code.payCode, delay.delayInfo.delayAmount));
    expect(result.body.result).toBe('booked');
    const order = await t.db
      .selectFrom('loan_orders')
      .select(['status', 'due_date', 'rollovers'])
      .where('public_id', '=', DEMO_ORDER_IDS.due)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 170, due_date: delay.repayDate, rollovers: 1 });
    rolledDueDate = delay.repayDate;
  });

  it('settles the loan when paid in full, once despite 50 identical callbacks', async () => {
    t.clock.advance(daysBetween(phDate(t.clock.now()), rolledDueDate) * 86_400_000);
    const { repayAmount } = await page(DEMO_ORDER_IDS.due);
    expect(repayAmount).toBeGreaterThan(0);
    const code = (
      await generateCode(t.app, demo, {
        orderId: DEMO_ORDER_IDS.due,
        amount: repayAmount,
        channelNumber: GCASH,
      })
    ).body.data!;
    // A second code for the same amount, paid after the first cleared the loan.
    const late = (
      await generateCode(t.app, demo, {
        orderId: DEMO_ORDER_IDS.due,
        amount: repayAmount,
        channelNumber: MAYA,
      })
    ).body.data!;
    const event = paidEvent(code.payCode, repayAmount, 'pay_fifty_at_once');
    const results = await Promise.all(Array.from({ length: 50 }, () => sendCallback(t.app, event)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.body.result === 'booked')).toHaveLength(1);
    const entries = await t.db
      .selectFrom('loan_entries')
      .select(['type', 'idempotency_key'])
      .where('idempotency_key', 'like', 'payment:%:pay_fifty_at_once%')
      .execute();
    expect(entries).toEqual([
      { type: 'repayment', idempotency_key: 'payment:sandbox:pay_fifty_at_once' },
    ]);
    expect((await details(t.app, demo, DEMO_ORDER_IDS.due)).body.data?.orderStatus).toBe(200);

    const history = await call(
      t.app,
      endpoints.repaymentHistory,
      { orderId: DEMO_ORDER_IDS.due },
      { sessionid: demo },
    );
    expect(history.body.data).toMatchObject({ orderStatus: 200, outstanding: 0 });
    const payments = history.body.data!.payments;
    expect(payments.map((p) => p.kind)).toEqual(['rollover', 'instalment']);
    expect(payments[1]!.amount).toBe(repayAmount);
    const receipt = await call(
      t.app,
      endpoints.repaymentReceipt,
      { receiptNo: payments[1]!.receiptNo },
      { sessionid: demo },
    );
    expect(receipt.body.data).toMatchObject(payments[1]!);
    const stranger = await logIn(t.app);
    const foreign = await call(
      t.app,
      endpoints.repaymentReceipt,
      { receiptNo: payments[1]!.receiptNo },
      { sessionid: stranger },
    );
    expect(foreign.body.code).toBe(BUSINESS_CODE.receiptNotFound);
    const events = await t.db
      .selectFrom('order_events')
      .innerJoin('loan_orders', 'loan_orders.id', 'order_events.order_id')
      .select(['actor', 'to_status'])
      .where('loan_orders.public_id', '=', DEMO_ORDER_IDS.due)
      .where('actor', '=', 'provider:sandbox')
      .execute();
    expect(events.map((e) => e.to_status)).toEqual([170, 200]);

    // That money left the borrower: it is booked whole as a credit to refund, not refused.
    const second = await sendCallback(t.app, paidEvent(late.payCode, repayAmount, 'pay_late'));
    expect(second.body.result).toBe('booked');
    const ledger = await ops(t.app, 'GET', `/orders/${DEMO_ORDER_IDS.due}/ledger`);
    expect(ledger.body.data.status).toBe(200);
    expect(ledger.body.data.balances).toMatchObject({ totalOwed: 0, credit: repayAmount });
  });
});
