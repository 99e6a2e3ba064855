import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { addDays } from '@loan/loan-engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { entriesOf as ledgerEntriesOf } from '../../../src/modules/ledger/ledger.service.ts';
import { call } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV } from '../../helpers/loan.ts';
import { generateCode, paidEvent, sendCallback } from '../../helpers/repayment.ts';

const GCASH = 20001;
const MAYA = 20002;
const PART = 10_000;

/** Money a gateway took for a rollover whose cost changed after its pay code was made. */
describe('a rollover pay code paid after its cost changed', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'warn' } });
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });

  const rolloverCost = async (orderId: string) => {
    const ids = { productId: DEMO_PRODUCT_ID, orderId };
    const { body } = await call(t.app, endpoints.delayDetail, ids, { sessionid: demo });
    if (!body.data) throw new Error(body.message);
    return body.data.delayInfo.delayAmount;
  };
  const rolloverCode = async (orderId: string, amount: number, channelNumber: number) =>
    (await generateCode(t.app, demo, { orderId, amount, channelNumber, isDelay: 1 })).body.data!
      .payCode;
  const pay = async (orderId: string, amount: number) => {
    const code = (await generateCode(t.app, demo, { orderId, amount, channelNumber: GCASH })).body
      .data!.payCode;
    return sendCallback(t.app, paidEvent(code, amount));
  };
  const orderOf = (publicId: string) =>
    t.db
      .selectFrom('loan_orders')
      .select(['id', 'rollovers', 'due_date'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
  const entriesOf = async (publicId: string) =>
    (await ledgerEntriesOf(t.db, (await orderOf(publicId)).id)).map(({ type, amount }) => ({
      type,
      amount,
    }));
  const history = async (orderId: string) =>
    (await call(t.app, endpoints.repaymentHistory, { orderId }, { sessionid: demo })).body.data!;

  it('books a repayment when the cost rose overnight, and keeps the due date', async () => {
    const orderId = DEMO_ORDER_IDS.due;
    const cost = await rolloverCost(orderId);
    const code = await rolloverCode(orderId, cost, GCASH);
    const before = await orderOf(orderId);
    // Past the due date: the loan is overdue and its penalty makes the rollover dearer.
    const tomorrow = Date.parse(`${addDays(phDate(t.clock.now()), 1)}T01:00:00+08:00`);
    t.clock.advance(tomorrow - t.clock.now().getTime());
    expect(await rolloverCost(orderId)).toBeGreaterThan(cost);

    const paid = await sendCallback(t.app, paidEvent(code, cost));
    expect(paid).toEqual({ statusCode: 200, body: { result: 'booked' } });
    expect(await orderOf(orderId)).toMatchObject({ rollovers: 0, due_date: before.due_date });
    expect((await entriesOf(orderId)).at(-1)).toEqual({ type: 'repayment', amount: cost });
    expect((await history(orderId)).payments.at(-1)).toMatchObject({
      kind: 'instalment',
      amount: cost,
    });
    const event = await t.db
      .selectFrom('order_events')
      .select('note')
      .where('order_id', '=', before.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.note).toMatch(/^instalment payment from a rollover pay code ₱/);
  });

  it('books the rollover and leaves what a part payment already paid as a credit', async () => {
    const orderId = DEMO_ORDER_IDS.due;
    const cost = await rolloverCost(orderId);
    expect(cost).toBeGreaterThan(PART);
    const code = await rolloverCode(orderId, cost, GCASH);
    const second = await rolloverCode(orderId, cost, MAYA);
    expect((await pay(orderId, PART)).body.result).toBe('booked');
    expect(await rolloverCost(orderId)).toBe(cost - PART);

    const rolled = await sendCallback(t.app, paidEvent(code, cost));
    expect(rolled).toEqual({ statusCode: 200, body: { result: 'booked' } });
    const after = await orderOf(orderId);
    expect(after.rollovers).toBe(1);
    expect((await entriesOf(orderId)).slice(-3)).toEqual([
      { type: 'repayment', amount: cost },
      { type: 'overpayment_credit', amount: PART },
      { type: 'rollover', amount: expect.any(Number) },
    ]);

    // The second code, paid once the loan was rolled over: nothing left to roll over.
    const late = await sendCallback(t.app, paidEvent(second, cost));
    expect(late).toEqual({ statusCode: 200, body: { result: 'booked' } });
    expect(await orderOf(orderId)).toEqual(after);
    const { payments } = await history(orderId);
    expect(payments.slice(-3).map((p) => [p.kind, p.amount])).toEqual([
      ['instalment', PART],
      ['rollover', cost],
      ['instalment', cost],
    ]);
  });
});
