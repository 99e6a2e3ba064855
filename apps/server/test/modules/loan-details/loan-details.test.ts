import { BUSINESS_CODE, DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { details, logInDemoBorrower, userIdOf } from '../../helpers/loan.ts';

describe('loan details of the demo orders', () => {
  const t = useTestApp();
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });
  const open = async (orderId: string) => {
    const { body } = await details(t.app, demo, orderId);
    if (!body.data) throw new Error(body.message);
    return body.data;
  };

  it('shows every status, none of them sending the borrower elsewhere', async () => {
    const statuses = [];
    for (const orderId of Object.values(DEMO_ORDER_IDS)) {
      const data = await open(orderId);
      statuses.push(data.orderStatus);
      expect(data.playeduL).toBe('');
      expect(data.telephone).toBe('+63 917 555 0100');
      expect(data.noticeStatusText).not.toBe('');
      expect(data.recProducts.map((p) => p.productKey)).toEqual([
        'cashpartner',
        'quickpera',
        'lendmate',
        'pautangko',
      ]);
    }
    expect(statuses).toEqual([21, 110, 151, 170, 174, 180, 200]);
  });

  it('recommends the partner products, and shows the banner, in Filipino to a Filipino reader', async () => {
    const { body } = await call(
      t.app,
      endpoints.loanDetails,
      { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.settled },
      { sessionid: demo, headers: { 'accept-language': 'fil-PH' } },
    );
    expect(body.data!.inside).toBe('/api/assets/banner-flex-fil.svg');
    expect(body.data!.recProducts[1]).toMatchObject({
      buttonText: 'Buksan ang app',
      rangeDesc: 'Halaga ng loan',
      description: 'Bubukas sa QuickPera app',
    });
  });

  it('keeps the borrow-more banner off a rejected order only', async () => {
    expect((await open(DEMO_ORDER_IDS.rejected)).inside).toBe('');
    const others = Object.values(DEMO_ORDER_IDS).filter((id) => id !== DEMO_ORDER_IDS.rejected);
    const banners = await Promise.all(others.map(async (id) => (await open(id)).inside));
    expect(banners.some((banner) => banner.endsWith('.svg'))).toBe(true);
  });

  it('offers withdrawal and the card dialog for the approved order', async () => {
    const data = await open(DEMO_ORDER_IDS.approved);
    expect(data).toMatchObject({
      orderStatus: 151,
      // No payout account: the card dialog asks for one before any withdrawal is offered.
      h5Url: '',
      cardNeedPop: 1,
      cardPopTitle: 'Add a payout account',
      reyMsg: '',
      isDelay: '0',
      isScore: '0',
    });
    expect(data.KindTipsMsg).toBeUndefined();
    // With a payout account, no card dialog.
    await t.db
      .insertInto('payout_accounts')
      .values({
        user_id: await userIdOf(t.db, demo),
        channel_number: 90006,
        account_name: 'Juan',
        account_number: '1234567890',
      })
      .execute();
    const withAccount = await open(DEMO_ORDER_IDS.approved);
    expect(withAccount).toMatchObject({
      cardNeedPop: 0,
      h5Url: `/loanWithdraw?productId=1003&orderId=${DEMO_ORDER_IDS.approved}`,
      // The account is masked when read, whatever the row holds.
      reyMsg: expect.stringMatching(
        /^Withdraw ₱19,400\.00 now\? It reaches Juan \*{4} \*{4} \*{4} 7890 within/,
      ),
    });
    expect(withAccount.reyMsg).not.toContain('1234567890');
    await t.db.deleteFrom('payout_accounts').execute();
  });

  it('shows repayment details, rollover and kind tips for loans out', async () => {
    const disbursed = await open(DEMO_ORDER_IDS.disbursed);
    expect(disbursed).toMatchObject({ orderStatus: 170, isDelay: '0', h5Url: '', cardNeedPop: 0 });
    expect(disbursed.KindTipsMsg).toMatch(/official|payment channels/);
    expect(disbursed.userOrderDetail.detail).toContainEqual({
      text: 'Next due date',
      value: '2026-05-22',
    });

    const due = await open(DEMO_ORDER_IDS.due);
    expect(due).toMatchObject({
      orderStatus: 174,
      isDelay: '1',
      inside: '/api/assets/banner-flex.svg',
    });
    expect(due.userOrderDetail.detail).toContainEqual({ text: 'Due date', value: '2026-03-02' });

    // Product 1002 allows no rollover. Its first instalment (₱10,000 / 4 = ₱2,500 principal plus
    // 30 days x 0.08 % x ₱10,000 = ₱240 interest = ₱2,740) is 5 days late; a repeat client owes
    // ₱800 once and 5 % a day of ₱2,740 for 5 days = ₱685.
    const overdue = await open(DEMO_ORDER_IDS.overdue);
    expect(overdue).toMatchObject({ orderStatus: 180, isDelay: '0', inside: '' });
    expect(overdue.userOrderDetail.detail).toEqual(
      expect.arrayContaining([
        { text: 'Days overdue', value: '5' },
        { text: 'Instalments due', value: '₱2,740.00' },
        { text: 'One-time penalty charged', value: '₱800.00' },
        { text: 'One-time penalty owed', value: '₱800.00' },
        { text: 'Default interest charged', value: '₱685.00' },
        { text: 'Default interest owed', value: '₱685.00' },
        { text: 'Amount due', value: '₱4,225.00' },
      ]),
    );
  });

  it('asks for a rating of the settled order once', async () => {
    expect((await open(DEMO_ORDER_IDS.settled)).isScore).toBe('1');
    const score = (orderId?: string, key?: string) =>
      t.app.inject({
        method: 'POST',
        url: endpoints.googleScore.path,
        query: { sessionid: demo, ...(orderId ? { orderId } : {}) },
        headers: key ? { 'idempotency-key': key } : {},
        payload: { score: 5 },
      });
    expect((await score(DEMO_ORDER_IDS.settled, 'rate-1')).json()).toEqual({
      code: 0,
      data: null,
      message: 'success',
    });
    expect((await score(DEMO_ORDER_IDS.settled, 'rate-1')).json().code).toBe(0);
    expect((await score(DEMO_ORDER_IDS.settled)).json().code).toBe(0);
    const ratings = await t.db.selectFrom('order_ratings').select('score').execute();
    expect(ratings).toEqual([{ score: 5 }]);
    expect((await open(DEMO_ORDER_IDS.settled)).isScore).toBe('0');

    expect((await score(DEMO_ORDER_IDS.disbursed)).json().code).toBe(
      BUSINESS_CODE.orderStatusConflict,
    );
    expect((await score()).json().code).toBe(BUSINESS_CODE.orderNotFound);
  });

  it("answers another borrower's order exactly like a missing one", async () => {
    const stranger = await logIn(t.app);
    const theirs = await details(t.app, stranger, DEMO_ORDER_IDS.overdue);
    const missing = await details(t.app, stranger, 'PN-NOPE');
    expect(theirs.body).toEqual({
      code: BUSINESS_CODE.orderNotFound,
      data: null,
      message: 'Order not found',
    });
    expect(missing.body).toEqual(theirs.body);
    const withdraw = await call(
      t.app,
      endpoints.loanWithdraw,
      { orderId: DEMO_ORDER_IDS.approved },
      { sessionid: stranger },
    );
    expect(withdraw.body).toEqual(theirs.body);
    const jump = await call(
      t.app,
      endpoints.contractJump,
      { productId: DEMO_PRODUCT_ID, scene: 3, position: 0, orderId: DEMO_ORDER_IDS.due },
      { sessionid: stranger },
    );
    expect(jump.body).toEqual(theirs.body);
  });

  it('stores analytics events', async () => {
    const { body } = await call(
      t.app,
      endpoints.eventSave,
      { productId: DEMO_PRODUCT_ID, moduleId: 30, positionId: 0 },
      { sessionid: demo },
    );
    expect(body).toEqual({ code: 0, data: null, message: 'success' });
    const events = await t.db
      .selectFrom('analytics_events')
      .select(['kind', 'product_ref', 'module_id', 'position_id'])
      .execute();
    expect(events).toEqual([
      { kind: 'event', product_ref: DEMO_PRODUCT_ID, module_id: 30, position_id: 0 },
    ]);
  });
});
