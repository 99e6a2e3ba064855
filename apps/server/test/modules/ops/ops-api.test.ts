import { DEMO_BORROWER_PHONE, DEMO_ORDER_IDS, ORDER_STATUS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp, PRODUCTION_ENV, useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, OPS_TEST_TOKEN, ops, statusOf } from '../../helpers/loan.ts';

describe('operations API', () => {
  const t = useTestApp({ env: OPS_ENV });

  it('answers 401 without the right bearer token, and changes nothing', async () => {
    const target = `/orders/${DEMO_ORDER_IDS.underReview}/approve`;
    for (const token of [null, 'wrong', `${OPS_TEST_TOKEN}x`, OPS_TEST_TOKEN.slice(0, -1)]) {
      const response = await ops(t.app, 'POST', target, { token });
      expect(response.statusCode).toBe(401);
      expect(response.body).toEqual({ code: 401, data: null, message: 'Unauthorized' });
      expect((await ops(t.app, 'GET', '/orders', { token })).statusCode).toBe(401);
    }
    expect(await statusOf(t.app, DEMO_ORDER_IDS.underReview)).toBe(ORDER_STATUS.underReview);
  });

  it('lists orders, filtered by status or phone', async () => {
    const all = (await ops(t.app, 'GET', '/orders')).body.data.orders;
    expect(all.length).toBeGreaterThanOrEqual(7);
    const overdue = (await ops(t.app, 'GET', '/orders?status=180')).body.data.orders;
    expect(overdue).toEqual([
      expect.objectContaining({
        orderId: DEMO_ORDER_IDS.overdue,
        status: 180,
        phone: DEMO_BORROWER_PHONE,
      }),
    ]);
    const byPhone = (await ops(t.app, 'GET', `/orders?phone=${DEMO_BORROWER_PHONE}&limit=2`)).body
      .data.orders;
    expect(byPhone).toHaveLength(2);
    // A number pasted as the borrower wrote it finds the same orders.
    const pasted = encodeURIComponent('+63 917 123 4567');
    const byPasted = (await ops(t.app, 'GET', `/orders?phone=${pasted}&limit=2`)).body.data.orders;
    expect(byPasted).toEqual(byPhone);
    expect((await ops(t.app, 'GET', '/orders?phone=0917-123')).statusCode).toBe(400);
    expect((await ops(t.app, 'GET', '/orders?status=99')).statusCode).toBe(400);
  });

  it('lists all orders a page at a time, newest first, each exactly once', async () => {
    const all = (await ops(t.app, 'GET', '/orders?limit=500')).body.data;
    expect(all.next).toBeNull();
    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < all.orders.length; page += 1) {
      const { body } = await ops(t.app, 'GET', `/orders?limit=2${after}`);
      seen.push(...body.data.orders.map((o: { orderId: string }) => o.orderId));
      if (!body.data.next) break;
      after = `&after=${body.data.next}`;
    }
    expect(seen).toEqual(all.orders.map((o: { orderId: string }) => o.orderId));
    const times = all.orders.map((o: { appliedAt: string }) => o.appliedAt);
    expect(times).toEqual([...times].sort().reverse());
    const bad = await ops(t.app, 'GET', '/orders?after=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toContain('is not a page cursor');
  });

  it('shows an order with its history, and 404 for an unknown one', async () => {
    const { body } = await ops(t.app, 'GET', `/orders/${DEMO_ORDER_IDS.overdue}`);
    expect(body.data).toMatchObject({
      orderId: DEMO_ORDER_IDS.overdue,
      status: 180,
      productId: '1002',
    });
    expect(body.data.events.at(-1)).toMatchObject({ actor: 'system:clock', from: 174, to: 180 });
    const missing = await ops(t.app, 'GET', '/orders/PN-NOPE');
    expect(missing.statusCode).toBe(404);
  });

  it('records the person named in X-Operator behind the automation token, and refuses a malformed one', async () => {
    const bad = await ops(t.app, 'POST', `/orders/${DEMO_ORDER_IDS.underReview}/approve`, {
      operator: 'no spaces allowed',
    });
    expect(bad.statusCode).toBe(400);
    const approved = await ops(t.app, 'POST', `/orders/${DEMO_ORDER_IDS.underReview}/approve`, {
      operator: 'ana.cruz',
    });
    expect(approved.body.data.events.at(-1)).toMatchObject({
      actor: 'ops:token:automation/ana.cruz',
      from: 110,
      to: 151,
    });
  });

  it('moves the clock outside production, persisted for the next start', async () => {
    const before = (await ops(t.app, 'GET', '/clock')).body.data;
    expect(before).toEqual({ now: '2026-03-02T09:00:00.000Z', today: '2026-03-02', offsetDays: 0 });
    const moved = (await ops(t.app, 'POST', '/clock/advance', { body: { days: 2 } })).body.data;
    expect(moved).toEqual({ now: '2026-03-04T09:00:00.000Z', today: '2026-03-04', offsetDays: 2 });
    expect((await ops(t.app, 'POST', '/clock/advance', { body: { days: 0 } })).statusCode).toBe(
      400,
    );
    // The due demo loan is overdue two days later.
    expect(await statusOf(t.app, DEMO_ORDER_IDS.due)).toBe(ORDER_STATUS.overdue);

    // A restart on the same database keeps the offset.
    const restarted = await buildTestApp({ db: t.db, env: OPS_ENV });
    try {
      expect((await ops(restarted, 'GET', '/clock')).body.data.offsetDays).toBe(2);
    } finally {
      await restarted.close();
    }
    expect((await ops(t.app, 'POST', '/clock/reset')).body.data.offsetDays).toBe(0);
  });

  it('takes no bearer token in production without OPS_TOKEN, and never moves the clock there', async () => {
    const production = { ...PRODUCTION_ENV, CODE_PEPPER: 'p'.repeat(32) };
    const off = await buildTestApp({ db: t.db, env: production });
    try {
      const response = await ops(off, 'GET', '/orders');
      expect(response.statusCode).toBe(401);
    } finally {
      await off.close();
    }
    const on = await buildTestApp({ db: t.db, env: { ...production, OPS_TOKEN: OPS_TEST_TOKEN } });
    try {
      expect((await ops(on, 'GET', '/orders')).statusCode).toBe(200);
      expect((await ops(on, 'POST', '/clock/advance', { body: { days: 1 } })).statusCode).toBe(404);
    } finally {
      await on.close();
    }
  });
});
