import { DEMO_BORROWER_PHONE, DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, ops, pushOk } from '../../helpers/loan.ts';

describe('my data', () => {
  const t = useTestApp({ env: OPS_ENV });
  let demo: string;
  let stranger: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
    stranger = await logIn(t.app, '09171110026');
  });
  const exportOf = async (sessionid: string) =>
    (await call(t.app, endpoints.myData, {}, { sessionid })).body;

  it("shows the borrower's own profile, loans, payments, consents and sessions, and no one else's", async () => {
    const booked = await ops(t.app, 'POST', `/orders/${DEMO_ORDER_IDS.overdue}/payments`, {
      body: { amount: 5_000, reference: 'MYDATA-1' },
    });
    const strangersOrder = await pushOk(t.app, stranger);

    const mine = await exportOf(demo);
    expect(mine.code).toBe(0);
    expect(mine.data!.profile.phone).toBe(DEMO_BORROWER_PHONE);
    const myOrders = mine.data!.orders.map((o) => o.orderId);
    expect(myOrders).toEqual(expect.arrayContaining(Object.values(DEMO_ORDER_IDS)));
    expect(myOrders).not.toContain(strangersOrder);
    expect(mine.data!.payments.map((p) => p.receiptNo)).toContain(booked.body.data.receiptNo);
    expect(mine.data!.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(mine.data)).not.toMatch(/token|hash/i);

    const theirs = await exportOf(stranger);
    expect(theirs.data!.profile.phone).not.toBe(DEMO_BORROWER_PHONE);
    expect(theirs.data!.orders.map((o) => o.orderId)).toEqual([strangersOrder]);
    expect(theirs.data!.payments).toEqual([]);
    expect(theirs.data!.consents).toEqual([
      expect.objectContaining({
        orderId: strangersOrder,
        text: expect.stringMatching(/agreed at /),
      }),
    ]);
  });

  it('records one erasure request per borrower with a reference, shown in their data only', async () => {
    const first = await call(t.app, endpoints.requestErasure, {}, { sessionid: stranger });
    expect(first.body.data).toMatchObject({
      reference: expect.stringMatching(/^ER-[0-9A-F]{10}$/),
      status: 'received',
    });
    const again = await call(t.app, endpoints.requestErasure, {}, { sessionid: stranger });
    expect(again.body.data).toEqual(first.body.data);
    expect((await exportOf(stranger)).data!.erasureRequests).toEqual([first.body.data]);
    expect((await exportOf(demo)).data!.erasureRequests).toEqual([]);
    const rows = await t.db.selectFrom('erasure_requests').select('reference').execute();
    expect(rows).toHaveLength(1);
  });

  it('downloads the data as a person reads it: pesos, words, Philippine time, in their language', async () => {
    await call(t.app, endpoints.languageSave, { lang: 'fil' }, { sessionid: demo });
    const bound = await call(
      t.app,
      endpoints.bindCardNew,
      { cardType: '1', channelNumber: '90006', gcashNumber: DEMO_BORROWER_PHONE },
      { sessionid: demo },
    );
    expect(bound.body.code).toBe(0);
    const raw = (await exportOf(demo)).data!;
    expect(raw.language).toBe('fil');
    expect(raw.payoutAccount).toMatch(/\*{3}/);
    const download = async (lang: 'en' | 'fil') =>
      (await call(t.app, endpoints.myDataExport, {}, { sessionid: demo, query: { lang } })).body
        .data as Record<string, unknown>;
    const english = await download('en');
    const text = JSON.stringify(english);
    expect(english['Made on']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} PHT$/);
    expect(english.Profile).toMatchObject({
      'Mobile number': DEMO_BORROWER_PHONE,
      Language: 'Filipino',
    });
    // The applicant's profile, in words, the ID number masked.
    expect((english.Profile as Record<string, unknown>)['Applicant details']).toMatchObject({
      'Full name': expect.stringMatching(/\S/),
      'Birth date': '1994-03-08',
      'Civil status': 'Married',
      Citizenship: 'Filipino',
      'Permanent address': expect.stringMatching(/^45 Kalayaan Avenue, /),
      Work: 'Employed, Diliman Printing Services',
      'Monthly income': '₱32,000.00 a month',
      'Government ID': 'UMID ••••••••3344',
    });
    expect(english['Payout account']).toBe(raw.payoutAccount);
    const loans = english.Loans as Record<string, string>[];
    const settled = loans.find((loan) => loan['Order number'] === DEMO_ORDER_IDS.settled);
    expect(settled).toMatchObject({
      Status: 'Paid off',
      'Loan amount': expect.stringMatching(/^₱[\d,]+\.\d{2}$/),
    });
    const payment = (english.Payments as Record<string, string>[])[0]!;
    expect(payment['Amount paid']).toMatch(/^₱[\d,]+\.\d{2}$/);
    expect(payment['Paid on']).toMatch(/ PHT$/);
    expect(payment['Paid for']).toBe('Loan repayment');
    expect((english.Messages as unknown[]).length).toBe(raw.messages.length);
    expect(text).not.toMatch(/"status":|T\d{2}:\d{2}:\d{2}(\.\d+)?Z/);
    const filipino = await download('fil');
    expect(filipino['Mga loan']).toEqual(
      expect.arrayContaining([expect.objectContaining({ Katayuan: expect.any(String) })]),
    );
    expect(Object.keys(filipino)).not.toContain('Loans');
    const profile = filipino.Profile as Record<string, Record<string, string>>;
    expect(profile['Detalye ng aplikante']).toMatchObject({
      'Katayuang sibil': 'May asawa',
      Pagkamamamayan: 'Pilipino',
      'Buwanang kita': '₱32,000.00 kada buwan',
    });
  });

  it('shows each consent with the documents agreed to and their versions', async () => {
    const consents = (await exportOf(stranger)).data!.consents;
    expect(consents[0]?.documents).toEqual([
      { document: 'loan-agreement', version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      { document: 'disclosure-statement', version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
  });

  it('lets an erasure request be withdrawn until it is carried out', async () => {
    const borrower = await logIn(t.app);
    await call(t.app, endpoints.requestErasure, {}, { sessionid: borrower });
    const withdraw = () => call(t.app, endpoints.withdrawErasure, {}, { sessionid: borrower });
    expect((await withdraw()).body.data).toEqual({ withdrawn: true });
    expect((await exportOf(borrower)).data!.erasureRequests).toEqual([]);
    expect((await withdraw()).body.data).toEqual({ withdrawn: false });
    // Someone else's request is not theirs to withdraw.
    const before = await t.db.selectFrom('erasure_requests').select('reference').execute();
    expect(before.length).toBeGreaterThan(0);
    expect((await withdraw()).body.data).toEqual({ withdrawn: false });
    expect(await t.db.selectFrom('erasure_requests').select('reference').execute()).toEqual(before);
  });

  it('answers nothing without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.myData.path,
      payload: {},
    });
    const body = response.json() as { code: number; data: unknown };
    expect(body.code).not.toBe(0);
    expect(body.data).toBeNull();
  });
});
