import { DEMO_BORROWER_PHONE, endpoints, ORDER_STATUS } from '@loan/contract';
import { addDays } from '@loan/loan-engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { carryOutErasures } from '../../../src/modules/data-rights/erasure-job.service.ts';
import { call, logIn, uniquePhone } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, ops, pushOk, userIdOf } from '../../helpers/loan.ts';
import { bindGcash } from '../../helpers/payout.ts';
import { uploadImage } from '../../helpers/upload.ts';

const DAY_MS = 86_400_000;
const RETENTION_DAYS = 30;

describe('carrying out erasure requests', () => {
  const t = useTestApp({ env: { ...OPS_ENV, ERASURE_RETENTION_DAYS: String(RETENTION_DAYS) } });
  const run = async () => (await carryOutErasures(t.app)).completed;
  const requestOf = async (sessionid: string) => {
    const { body } = await call(t.app, endpoints.requestErasure, {}, { sessionid });
    if (!body.data) throw new Error(body.message);
    return body.data;
  };
  const count = async (
    table: 'payments' | 'loan_entries' | 'uploads' | 'sessions',
    where: { column: 'order_id' | 'user_id'; value: string },
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(where.column, '=', where.value)
          .executeTakeFirstOrThrow()
      ).n,
    );

  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });

  it('waits for the loans to close and the retention period to pass, then anonymises the borrower, keeping the lending records', async () => {
    const phone = uniquePhone();
    const sessionid = await logIn(t.app, phone);
    const userId = await userIdOf(t.db, sessionid);
    await bindGcash(t.app, sessionid);
    const photo = (await uploadImage(t.app, sessionid)).body.data.url as string;
    const orderId = await pushOk(t.app, sessionid);
    await ops(t.app, 'POST', `/orders/${orderId}/approve`);
    await call(t.app, endpoints.loanWithdraw, { orderId }, { sessionid });
    await ops(t.app, 'POST', `/orders/${orderId}/disburse`);

    // A loan being repaid: the request waits, with no date yet.
    expect(await requestOf(sessionid)).toMatchObject({ status: 'received', eraseFrom: null });
    expect(await run()).toBe(0);

    // Paid in full on its due date (the terms allow no earlier payment in the first half).
    t.clock.advance(91 * DAY_MS);
    const owed = (await ops(t.app, 'GET', `/orders/${orderId}/ledger`)).body.data.balances
      .totalOwed as number;
    const paid = await ops(t.app, 'POST', `/orders/${orderId}/payments`, {
      body: { amount: owed, reference: 'ERASE-1', kind: 'instalment' },
    });
    expect(paid.body.data.outstandingAfter).toBe(0);
    const from = addDays(phDate(t.clock.now()), RETENTION_DAYS);
    const mine = await call(t.app, endpoints.myData, {}, { sessionid });
    expect(mine.body.data?.erasureRequests).toEqual([
      expect.objectContaining({ status: 'received', eraseFrom: from, completedAt: null }),
    ]);
    const order = await t.db
      .selectFrom('loan_orders')
      .select('id')
      .where('public_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const kept = {
      payments: await count('payments', { column: 'order_id', value: order.id }),
      entries: await count('loan_entries', { column: 'order_id', value: order.id }),
    };
    expect(kept.payments).toBe(1);

    // The retention period runs to the day.
    expect(await run()).toBe(0);
    t.clock.advance((RETENTION_DAYS - 1) * DAY_MS);
    expect(await run()).toBe(0);
    t.clock.advance(DAY_MS);
    expect(phDate(t.clock.now())).toBe(from);
    expect(await run()).toBe(1);

    const user = await t.db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.phone).toBe(`erased:${userId}`);
    expect(await count('sessions', { column: 'user_id', value: userId })).toBe(0);
    expect(await count('uploads', { column: 'user_id', value: userId })).toBe(0);
    expect((await t.app.inject({ url: photo })).statusCode).toBe(404);
    const sent = await t.db
      .selectFrom('sms_outbox')
      .select('id')
      .where('phone', '=', phone)
      .execute();
    expect(sent).toEqual([]);
    const messages = await t.db
      .selectFrom('borrower_messages')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(messages).toEqual([]);
    const account = await t.db
      .selectFrom('payout_accounts')
      .select(['account_number', 'number_ciphertext', 'fingerprint'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ number_ciphertext: null, fingerprint: null });
    expect(account.account_number).toMatch(/\d{4}$/);
    // What lending law keeps: the loan, its ledger, payments and receipts.
    expect(await count('payments', { column: 'order_id', value: order.id })).toBe(kept.payments);
    expect(await count('loan_entries', { column: 'order_id', value: order.id })).toBe(kept.entries);
    const receipt = await ops(t.app, 'GET', `/orders/${orderId}`);
    expect(receipt.body.data.status).toBe(ORDER_STATUS.settled);
    const request = await t.db
      .selectFrom('erasure_requests')
      .select(['status', 'completed_at'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ status: 'completed', completed_at: t.clock.now() });

    // Done once: a second run finds nothing; the old session is refused.
    expect(await run()).toBe(0);
    expect((await call(t.app, endpoints.myData, {}, { sessionid })).body.data).toBeNull();
    // The phone is free: signing in with it again starts an account with nothing in it.
    const again = await logIn(t.app, phone);
    expect(await userIdOf(t.db, again)).not.toBe(userId);
    const fresh = await call(t.app, endpoints.myData, {}, { sessionid: again });
    expect(fresh.body.data).toMatchObject({ orders: [], erasureRequests: [] });
  });

  it('carries out at once the request of someone who never borrowed; leaves a borrower with an open loan as is', async () => {
    const stranger = await logIn(t.app);
    const strangerId = await userIdOf(t.db, stranger);
    expect(await requestOf(stranger)).toMatchObject({ eraseFrom: phDate(t.clock.now()) });
    expect(await requestOf(demo)).toMatchObject({ status: 'received', eraseFrom: null });
    expect(await run()).toBe(1);
    const rows = await t.db
      .selectFrom('users')
      .select(['id', 'phone'])
      .where('id', 'in', [strangerId, await userIdOf(t.db, demo)])
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.phone]))).toEqual({
      [strangerId]: `erased:${strangerId}`,
      [await userIdOf(t.db, demo)]: DEMO_BORROWER_PHONE,
    });
    expect((await requestOf(demo)).status).toBe('received');
  });
});
