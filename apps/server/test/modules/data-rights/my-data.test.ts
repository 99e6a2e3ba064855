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
