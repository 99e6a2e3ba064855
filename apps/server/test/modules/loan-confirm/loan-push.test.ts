import { BUSINESS_CODE, DEMO_PRODUCT_ID, endpoints, ORDER_STATUS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { ensureProfile } from '../../helpers/applicant.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { DEMO_PUSH, ordersOf as ordersOfUser, push, pushOk } from '../../helpers/loan.ts';
import { StatementLog } from '../../helpers/statement-log.ts';
import { callWire } from '../../helpers/wire.ts';

describe('loan push', () => {
  const t = useTestApp();
  const ordersOf = (sessionid: string) => ordersOfUser(t.db, sessionid);

  it('creates one order under review and returns where its details are', async () => {
    const sessionid = await logIn(t.app);
    const body = await push(t.app, sessionid);
    expect(body.code).toBe(0);
    const orderId = body.data!.orderId;
    expect(orderId).toMatch(/^PN20260302[0-9A-Z]{8}$/);
    expect(body.data!.lendDetailsUrl).toBe(
      `/loanDetail?productId=${DEMO_PRODUCT_ID}&orderId=${orderId}`,
    );
    expect(await ordersOf(sessionid)).toEqual([{ public_id: orderId, status: 110 }]);
  });

  it('refuses an amount, term or unit other than the current quote, creating nothing', async () => {
    const sessionid = await logIn(t.app);
    for (const tampered of [
      { ...DEMO_PUSH, amount: 2_000_000 },
      { ...DEMO_PUSH, amount: 499_999 },
      { ...DEMO_PUSH, periods: 365 },
      { ...DEMO_PUSH, termUnit: 'month' },
    ]) {
      const body = await push(t.app, sessionid, tampered);
      expect(body).toEqual({
        code: BUSINESS_CODE.quoteChanged,
        data: null,
        message: 'The loan offer has changed. Please review the new terms and confirm again.',
      });
    }
    expect(await ordersOf(sessionid)).toEqual([]);
  });

  it('refuses an unknown product and a malformed body', async () => {
    const sessionid = await logIn(t.app);
    expect((await push(t.app, sessionid, { ...DEMO_PUSH, productId: '9999' })).code).toBe(
      BUSINESS_CODE.productNotFound,
    );
    expect((await push(t.app, sessionid, { ...DEMO_PUSH, amount: 'lots' })).code).toBe(400);
    expect((await push(t.app, '', DEMO_PUSH)).code).toBe(BUSINESS_CODE.sessionExpired);
  });

  it('answers a repeated Idempotency-Key with the same order, and refuses it for another request', async () => {
    const sessionid = await logIn(t.app);
    const headers = { 'Idempotency-Key': 'tap-1' };
    const first = await push(t.app, sessionid, DEMO_PUSH, headers);
    const second = await push(t.app, sessionid, DEMO_PUSH, headers);
    expect(second).toEqual(first);
    expect(await ordersOf(sessionid)).toHaveLength(1);
    const keys = await t.db
      .selectFrom('idempotency_keys')
      .select(['key', 'scope'])
      .where('key', '=', 'tap-1')
      .execute();
    expect(keys).toEqual([{ key: 'tap-1', scope: 'loan-push' }]);

    const maxOffer = { productId: '1003', amount: 2_000_000, periods: 180, termUnit: 'day' };
    const other = await push(t.app, sessionid, maxOffer, headers);
    expect(other.code).toBe(BUSINESS_CODE.idempotencyKeyReused);
    const bad = await push(t.app, sessionid, DEMO_PUSH, { 'Idempotency-Key': 'x'.repeat(200) });
    expect(bad.code).toBe(400);
  });

  it('answers a double push without a key with the one open order', async () => {
    const sessionid = await logIn(t.app);
    const first = await push(t.app, sessionid);
    const second = await push(t.app, sessionid);
    expect(second.data).toEqual(first.data);
    expect(await ordersOf(sessionid)).toHaveLength(1);
  });

  it('creates one order from concurrent pushes, with and without a key', async () => {
    const sessionid = await logIn(t.app);
    const plain = await Promise.all(Array.from({ length: 6 }, () => push(t.app, sessionid)));
    expect(new Set(plain.map((body) => body.data?.orderId)).size).toBe(1);
    expect(plain.every((body) => body.code === 0)).toBe(true);

    const other = await logIn(t.app);
    const headers = { 'Idempotency-Key': 'same-tap' };
    const keyed = await Promise.all(
      Array.from({ length: 6 }, () => push(t.app, other, DEMO_PUSH, headers)),
    );
    expect(new Set(keyed.map((body) => body.data?.orderId)).size).toBe(1);
    expect(keyed.every((body) => body.code === 0)).toBe(true);
    expect(await ordersOf(other)).toHaveLength(1);
  });

  it('serves the same push in variant 2 (depush, wire names, form body)', async () => {
    const sessionid = await logIn(t.app);
    await ensureProfile(t.app, sessionid);
    const { raw, body } = await callWire(t.app, endpoints.depush, DEMO_PUSH, { sessionid });
    expect(raw).toMatchObject({ code: '00', alteration: 'success' });
    expect(raw.data).toEqual({ harvest: body.data!.lendDetailsUrl, summit: body.data!.orderId });
    // v3 and variant 2 share the one open order.
    const v3 = await call(t.app, endpoints.loanDetailPush, DEMO_PUSH, { sessionid });
    expect(v3.body.data!.orderId).toBe(body.data!.orderId);

    const tampered = await callWire(
      t.app,
      endpoints.depush,
      { ...DEMO_PUSH, amount: 1 },
      { sessionid },
    );
    expect(tampered.raw).toEqual({
      code: BUSINESS_CODE.quoteChanged,
      data: null,
      alteration: 'The loan offer has changed. Please review the new terms and confirm again.',
    });
  });
});

describe('what an application reads', () => {
  const log = new StatementLog();
  const t = useTestApp({ statementLog: log });
  const clientKindOf = async (orderId: string) =>
    (
      await t.db
        .selectFrom('loan_orders')
        .select('client_kind')
        .where('public_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).client_kind;

  // The open order, an overdue loan and a repaid one are the same borrower's orders: one read.
  it("reads the borrower's orders once, then writes the order and its first event", async () => {
    const sessionid = await logIn(t.app);
    await ensureProfile(t.app, sessionid);
    log.take();
    const pushed = await t.app.inject({
      method: 'POST',
      url: endpoints.loanDetailPush.path,
      query: { sessionid },
      payload: DEMO_PUSH,
    });
    expect(pushed.json().code).toBe(0);
    // The applicant's eligibility and the duplicate check read their profile.
    expect(log.take()).toEqual([
      'precompiled',
      'SelectQueryNode products',
      'SelectQueryNode loan_orders',
      'SelectQueryNode applicant_profiles',
      'SelectQueryNode applicant_profiles',
      'InsertQueryNode loan_orders',
      'InsertQueryNode order_events',
    ]);
  });

  it('makes a borrower who has repaid a loan a repeat client, and a first-timer a new one', async () => {
    const sessionid = await logIn(t.app);
    const first = await pushOk(t.app, sessionid);
    await t.db
      .updateTable('loan_orders')
      .set({ status: ORDER_STATUS.settled })
      .where('public_id', '=', first)
      .execute();
    const second = await pushOk(t.app, sessionid);
    expect(await clientKindOf(first)).toBe('new');
    expect(await clientKindOf(second)).toBe('repeat');
  });
});
