import { DEMO_BORROWER_PHONE, DEMO_ORDER_IDS, endpoints, formatMoney } from '@loan/contract';
import { addDays } from '@loan/loan-engine';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { sendHeldSms } from '../../../src/modules/messages/messages.service.ts';
import { catchUpReceipts } from '../../../src/modules/messages/receipt-messages.service.ts';
import { call } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, ops, userIdOf } from '../../helpers/loan.ts';
import { generateCode, paidEvent, sendCallback } from '../../helpers/repayment.ts';
import { messagesOf, moveTo, textsTo } from './message-helpers.ts';

const GCASH = 20001;
/** Handed to the SMS provider: not held, opted out or failed. */
const SENT = /^(?!held|opted-out|failed|sending).+/;

describe('receipt messages', () => {
  const t = useTestApp({ env: OPS_ENV });
  let demo: string;
  let userId: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
    userId = await userIdOf(t.db, demo);
  });
  const money = (minor: number) => formatMoney(minor, t.app.config.brand);
  const receipts = async () =>
    (await messagesOf(t.db, userId)).filter((message) => message.kind === 'receipt');
  const pay = async (amount: number, paymentId?: string) => {
    t.clock.advanceSeconds(60);
    const code = await generateCode(t.app, demo, {
      orderId: DEMO_ORDER_IDS.due,
      amount,
      channelNumber: GCASH,
    });
    const reference = code.body.data?.payCode ?? '';
    const paid = JSON.parse(paidEvent(reference, amount, paymentId));
    // Paid now on the test's clock (the catch-up looks back from it).
    const body = JSON.stringify({
      ...paid,
      data: { ...paid.data, paid_at: t.clock.now().toISOString() },
    });
    expect((await sendCallback(t.app, body)).statusCode).toBe(200);
    return body;
  };
  const newestPayment = async () => {
    const { body } = await call(t.app, endpoints.myLoans, {}, { sessionid: demo });
    return body.data!.payments[0]!;
  };

  it('sends the receipt after the booking commits: number, amount, loan and what is owed, once', async () => {
    const seenCommitted: boolean[] = [];
    const send = t.app.sms.send.bind(t.app.sms);
    const spy = vi.spyOn(t.app.sms, 'send').mockImplementation(async (message) => {
      // Outside the booking's transaction: the payment is visible only once committed.
      const rows = await t.db.selectFrom('payments').select('id').execute();
      seenCommitted.push(rows.length > 0);
      return send(message);
    });
    const before = (await textsTo(t.db, DEMO_BORROWER_PHONE)).length;
    const body = await pay(10_000, 'pay_receipt_once');
    spy.mockRestore();
    expect(seenCommitted).toEqual([true]);
    const payment = await newestPayment();
    const [receipt] = await receipts();
    expect(await receipts()).toHaveLength(1);
    expect(receipt).toMatchObject({
      title: 'Payment received',
      order_ref: DEMO_ORDER_IDS.due,
    });
    expect(receipt?.sms_status).toMatch(SENT);
    expect(receipt?.body).toContain(`We received ${money(10_000)} for loan ${DEMO_ORDER_IDS.due}`);
    expect(receipt?.body).toContain(`Official receipt ${payment.receiptNo}`);
    expect(receipt?.body).toContain(`You still owe ${money(payment.outstandingAfter)}`);
    const sms = (await textsTo(t.db, DEMO_BORROWER_PHONE)).slice(before);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain(payment.receiptNo);
    // The provider repeats the callback: nothing is booked or sent again.
    expect((await sendCallback(t.app, body)).statusCode).toBe(200);
    expect(await receipts()).toHaveLength(1);
    expect(await catchUpReceipts(t.app)).toBe(0);
  });

  it('sends the receipt of an operator’s payment too', async () => {
    t.clock.advanceSeconds(60);
    const paid = await ops(t.app, 'POST', `/orders/${DEMO_ORDER_IDS.due}/payments`, {
      body: { amount: 5_000, reference: 'BANK-RCPT-1', kind: 'instalment' },
    });
    expect(paid.statusCode).toBe(200);
    const all = await receipts();
    expect(all).toHaveLength(2);
    expect(all[1]?.body).toContain(`Official receipt ${paid.body.data.receiptNo}`);
    expect(all[1]?.body).toContain(money(5_000));
  });

  it('catches up a receipt whose message did not go after the commit, once', async () => {
    await pay(7_000);
    const key = (await receipts()).at(-1)!.dedupe_key;
    // The process stopped between the commit and the message.
    await t.db.deleteFrom('borrower_messages').where('dedupe_key', '=', key).execute();
    expect(await receipts()).toHaveLength(2);
    t.clock.advanceSeconds(60);
    expect(await catchUpReceipts(t.app)).toBe(1);
    expect(await catchUpReceipts(t.app)).toBe(0);
    const all = await receipts();
    expect(all).toHaveLength(3);
    expect(all[2]?.dedupe_key).toBe(key);
    expect(all[2]?.body).toContain(money(7_000));
  });

  it('keeps a receipt paid at 07:00 in the app and holds its SMS until 08:00', async () => {
    const tomorrow = addDays(phDate(t.clock.now()), 1);
    moveTo(t.clock, tomorrow, 7);
    const before = (await textsTo(t.db, DEMO_BORROWER_PHONE)).length;
    await pay(3_000);
    const held = (await receipts()).at(-1)!;
    expect(held).toMatchObject({ sms_status: 'held' });
    expect(held.body).toContain(money(3_000));
    expect(await sendHeldSms(t.app)).toBe(0);
    expect(await textsTo(t.db, DEMO_BORROWER_PHONE)).toHaveLength(before);
    moveTo(t.clock, tomorrow, 8);
    expect(await sendHeldSms(t.app)).toBe(1);
    expect(await sendHeldSms(t.app)).toBe(0);
    const sms = (await textsTo(t.db, DEMO_BORROWER_PHONE)).slice(before);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain(money(3_000));
    expect((await receipts()).at(-1)?.sms_status).toMatch(SENT);
  });
});
