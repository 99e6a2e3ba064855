import {
  BUSINESS_CODE,
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  endpoints,
  formatMoney,
} from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { details, logInDemoBorrower, OPS_ENV } from '../../helpers/loan.ts';
import { generateCode, paidEvent, sendCallback } from '../../helpers/repayment.ts';

const GCASH = 20001;

describe('my loans', () => {
  const t = useTestApp({ env: OPS_ENV });
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });
  const home = async (sessionid: string) => {
    const { body } = await call(t.app, endpoints.myLoans, {}, { sessionid });
    if (!body.data) throw new Error(body.message);
    return body.data;
  };
  const money = (minor: number) => formatMoney(minor, t.app.config.brand);

  it('shows the loan due first with the figures its order page shows', async () => {
    const { current } = await home(demo);
    expect(current).toMatchObject({ orderId: DEMO_ORDER_IDS.overdue, orderStatus: 180 });
    const page = (await details(t.app, demo, DEMO_ORDER_IDS.overdue)).body.data;
    const rows = page?.userOrderDetail.detail ?? [];
    expect(rows).toContainEqual({ text: 'Due date', value: current?.nextDueDate });
    expect(rows).toContainEqual({ text: 'Amount due', value: money(current?.amountDue ?? -1) });
    expect(current?.amountDue).toBeGreaterThan(0);
    expect(current?.outstanding).toBeGreaterThanOrEqual(current?.amountDue ?? 0);
  });

  it('lists every order newest first, with the payout account', async () => {
    const { loans, payoutAccount } = await home(demo);
    expect(loans.map((loan) => loan.orderId).sort()).toEqual(Object.values(DEMO_ORDER_IDS).sort());
    const applied = loans.map((loan) => loan.appliedOn);
    expect(applied).toEqual([...applied].sort().reverse());
    expect(loans.find((loan) => loan.orderId === DEMO_ORDER_IDS.settled)).toMatchObject({
      orderStatus: 200,
      released: true,
    });
    expect(loans.find((loan) => loan.orderId === DEMO_ORDER_IDS.underReview)?.released).toBe(false);
    const bound = await call(t.app, endpoints.cardInit, {}, { sessionid: demo });
    expect(payoutAccount).toBe(bound.body.data?.bound ? bound.body.data.boundAccount : null);
  });

  it('shows each payment with its receipt, newest first', async () => {
    const before = (await home(demo)).payments.length;
    for (const amount of [10_000, 20_000]) {
      const code = await generateCode(t.app, demo, {
        orderId: DEMO_ORDER_IDS.due,
        amount,
        channelNumber: GCASH,
      });
      const reference = code.body.data?.payCode ?? '';
      expect((await sendCallback(t.app, paidEvent(reference, amount))).statusCode).toBe(200);
      t.clock.advanceSeconds(60);
    }
    const { payments } = await home(demo);
    expect(payments).toHaveLength(before + 2);
    expect(payments.slice(0, 2).map((payment) => payment.amount)).toEqual([20_000, 10_000]);
    const newest = payments[0]!;
    expect(newest.orderId).toBe(DEMO_ORDER_IDS.due);
    const receipt = await call(
      t.app,
      endpoints.repaymentReceipt,
      { receiptNo: newest.receiptNo },
      { sessionid: demo },
    );
    // Shown alone, the receipt also says what the order owes now.
    expect(receipt.body.data).toMatchObject({ ...newest, owedNow: expect.any(Number) });
    const history = await call(
      t.app,
      endpoints.repaymentHistory,
      { orderId: DEMO_ORDER_IDS.due },
      { sessionid: demo },
    );
    expect(history.body.data?.payments).toEqual(
      payments.filter((payment) => payment.orderId === DEMO_ORDER_IDS.due).reverse(),
    );
  });

  it('shows each message in the language the borrower reads in now', async () => {
    const inLanguage = async (lang: 'en' | 'fil') => {
      const { body } = await call(
        t.app,
        endpoints.myLoans,
        {},
        { sessionid: demo, query: { lang } },
      );
      return body.data?.messages ?? [];
    };
    const english = await inLanguage('en');
    const filipino = await inLanguage('fil');
    // The receipts of the payments above, written once, read in either language.
    const receipt = english.find((message) => message.title === 'Payment received');
    expect(receipt, JSON.stringify(english.map((m) => m.title))).toBeDefined();
    const same = filipino.find((message) => message.id === receipt?.id);
    expect(same?.title).not.toBe(receipt?.title);
    expect(same?.body).not.toBe(receipt?.body);
    expect(await inLanguage('en')).toEqual(english);
  });

  it("shows a new borrower nothing of anyone else's", async () => {
    const stranger = await logIn(t.app);
    expect(await home(stranger)).toEqual({
      current: null,
      payoutAccount: null,
      loans: [],
      payments: [],
      messages: [],
      unread: 0,
      reminderSms: true,
    });
  });

  it('asks for a session, and a live one', async () => {
    const none = await call(t.app, endpoints.myLoans, {});
    expect(none.body.code).toBe(BUSINESS_CODE.sessionExpired);
    const dead = await call(t.app, endpoints.myLoans, {}, { sessionid: 'x'.repeat(43) });
    expect(dead.body.code).toBe(BUSINESS_CODE.sessionExpired);
  });

  it('keeps the product of the page out of it: the loans are the same whatever the query', async () => {
    const plain = await home(demo);
    const { body } = await call(
      t.app,
      endpoints.myLoans,
      {},
      { sessionid: demo, query: { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.due } },
    );
    expect(body.data?.loans).toEqual(plain.loans);
  });
});
