import { DEMO_PRODUCT_ID, endpoints, ORDER_STATUS } from '@loan/contract';
import { addDays } from '@loan/loan-engine';
import { describe, expect, it } from 'vitest';
import { phDayStart } from '../../../src/lib/ph-date.ts';
import { call } from '../../helpers/api.ts';
import { acceptedLoan, OPS_ENV, ops, statusOf } from '../../helpers/loan.ts';
import { generateCode } from '../../helpers/repayment.ts';
import { useXenditApp } from '../../helpers/xendit-app.ts';

const GCASH = 20001;
const MAYA = 20002;
const SEVEN_ELEVEN = 20101;
const HOUR = 3_600_000;

describe('pay codes that say what they clear, captures matched to their code (Xendit fake)', () => {
  const t = useXenditApp({ ...OPS_ENV, LOG_LEVEL: 'warn' });

  /** A new borrower's loan, released through the gateway. */
  const releasedLoan = async () => {
    const { sessionid, orderId } = await acceptedLoan(t.app);
    const view = (await ops(t.app, 'POST', `/orders/${orderId}/disburse`)).body.data.payouts[0];
    const payout = [...t.fake.payouts.values()].find((p) => p.reference_id === view.reference)!;
    await t.fake.settlePayout(payout.id, 'SUCCEEDED');
    const row = await t.db
      .selectFrom('loan_orders')
      .select(['id', 'due_date'])
      .where('public_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return { sessionid, orderId, id: row.id, dueDate: row.due_date! };
  };
  /** Moves the clock forward to a Philippine time of a day. */
  const moveTo = (day: string, hours: number, minutes = 0) => {
    const at = phDayStart(day).getTime() + hours * HOUR + minutes * 60_000;
    const now = t.clock.now().getTime();
    if (at < now) throw new Error(`the clock cannot go back to ${day} ${hours}:${minutes}`);
    t.clock.advance(at - now);
  };
  const payable = async (sessionid: string, orderId: string) =>
    (
      await call(
        t.app,
        endpoints.installmentDetail,
        { productId: DEMO_PRODUCT_ID, orderId },
        { sessionid },
      )
    ).body.data!.repayAmount;
  const code = async (
    loan: { sessionid: string; orderId: string },
    amount: number,
    channelNumber: number,
  ) => {
    const made = await generateCode(t.app, loan.sessionid, {
      orderId: loan.orderId,
      amount,
      channelNumber,
    });
    if (!made.body.data) throw new Error(made.body.message);
    const request = t.fake.byReference(made.body.data.payCode)!;
    return { ...made.body.data, request, page: new URLSearchParams(made.body.data.payUrl) };
  };
  const storeCode = async (
    loan: { sessionid: string; orderId: string },
    amount: number,
  ): Promise<Awaited<ReturnType<typeof code>> & { reference: string }> => {
    const made = await code(loan, amount, SEVEN_ELEVEN);
    const request = [...t.fake.requests.values()].find(
      (r) => r.actions[0]?.value === made.payCode,
    )!;
    return {
      ...made,
      request,
      reference: request.reference_id,
      page: new URLSearchParams(made.payUrl.split('?')[1]),
    };
  };
  const paymentsOf = (reference: string) =>
    t.db
      .selectFrom('payments')
      .select(['amount', 'provider_payment_id'])
      .where('reference', '=', reference)
      .execute();
  const flagsOf = (reference: string) =>
    t.db
      .selectFrom('payment_flags')
      .select(['reason', 'amount', 'asked', 'booked_before', 'payment_id'])
      .where('reference', '=', reference)
      .orderBy('reason')
      .execute();
  const captureOf = (
    reference: string,
    requestId: string,
    pesos: number,
    requestPesos: number = pesos,
  ) => ({
    event: 'payment.capture',
    business_id: 'fake-business',
    created: t.clock.now().toISOString(),
    data: {
      payment_id: `py-${reference}-${pesos}`,
      payment_request_id: requestId,
      reference_id: reference,
      status: 'SUCCEEDED',
      request_amount: requestPesos,
      currency: 'PHP',
      captures: [{ capture_amount: pesos, capture_timestamp: t.clock.now().toISOString() }],
    },
  });
  const auditsOf = (reference: string) =>
    t.db
      .selectFrom('audit_records')
      .select(['outcome', 'reason'])
      .where('action', '=', 'payments.callback')
      .where('target', '=', reference)
      .execute();

  it('ends a code made on the due date at 20:07 with that PH day; paid the next morning it is booked, flagged, and the rest is asked', async () => {
    const loan = await releasedLoan();
    moveTo(loan.dueDate, 20, 7);
    const full = await payable(loan.sessionid, loan.orderId);
    const first = await storeCode(loan, full);
    const endOfDueDay = phDayStart(addDays(loan.dueDate, 1)).toISOString();
    // Not 20:07 the next day: the amount owed changes at midnight.
    expect(first.expiresAt).toBe(endOfDueDay);
    expect(first.page.get('expiresAt')).toBe(endOfDueDay);
    expect(first.page.get('clears')).toBe('loan');
    expect(first.request.expires_at).toBe(endOfDueDay);

    moveTo(addDays(loan.dueDate, 1), 8, 0);
    const later = await payable(loan.sessionid, loan.orderId);
    expect(later).toBeGreaterThan(full);
    // The same amount asked again: a new code, the old one is no longer payable.
    const second = await storeCode(loan, full);
    expect(second.reference).not.toBe(first.reference);
    expect(second.page.get('clears')).toMatch(/^part:/);
    expect(second.page.get('clears')).toBe(`part:${later - full}`);

    // The borrower pays the old code at the store anyway: booked by the allocation rules.
    expect(await t.fake.pay(first.request.payment_request_id)).toBe(200);
    expect(await paymentsOf(first.reference)).toMatchObject([{ amount: full }]);
    expect(await flagsOf(first.reference)).toMatchObject([
      { reason: 'expired-code', amount: full, asked: full, booked_before: 0 },
    ]);
    expect((await flagsOf(first.reference))[0]!.payment_id).not.toBeNull();
    expect(await statusOf(t.app, loan.orderId)).toBe(ORDER_STATUS.overdue);
    expect(await payable(loan.sessionid, loan.orderId)).toBe(later - full);
    // The receipt message tells the borrower what remains.
    const messages = await t.db
      .selectFrom('borrower_messages')
      .innerJoin('loan_orders', 'loan_orders.user_id', 'borrower_messages.user_id')
      .select('borrower_messages.body')
      .where('loan_orders.public_id', '=', loan.orderId)
      .where('borrower_messages.kind', '=', 'receipt')
      .execute();
    expect(messages.map((m) => m.body).join(' ')).toContain('You still owe');
  });

  it('keeps the usual expiry while the amount owed holds, and says what a part pays', async () => {
    const loan = await releasedLoan();
    moveTo(addDays(loan.dueDate, -3), 9, 0);
    const now = t.clock.now().getTime();
    const total = await payable(loan.sessionid, loan.orderId);
    // 7-Eleven takes ₱50 at least.
    const part = await storeCode(loan, 10_000);
    expect(Date.parse(part.expiresAt)).toBe(now + 24 * HOUR);
    expect(part.page.get('clears')).toBe(`part:${total - 10_000}`);
  });

  it('keeps one live full-balance code per order: a new one ends the others, here and at Xendit', async () => {
    const loan = await releasedLoan();
    moveTo(loan.dueDate, 9, 0);
    const full = await payable(loan.sessionid, loan.orderId);
    const part = await storeCode(loan, 20_000);
    const gcash = await code(loan, full, GCASH);
    const maya = await code(loan, full, MAYA);
    const live = async () =>
      (
        await t.db
          .selectFrom('pay_codes')
          .select('reference')
          .where('order_id', '=', loan.id)
          .where('status', '=', 'live')
          .execute()
      ).map((row) => row.reference);
    expect(await live()).toEqual([maya.payCode]);
    expect(t.fake.byReference(gcash.payCode)!.status).toBe('CANCELED');
    expect(part.request.status).toBe('CANCELED');

    // A capture still arriving on the ended GCash code is booked and flagged.
    expect(
      await t.fake.send(captureOf(gcash.payCode, gcash.request.payment_request_id, full / 100)),
    ).toBe(200);
    expect(await paymentsOf(gcash.payCode)).toMatchObject([{ amount: full }]);
    expect(await flagsOf(gcash.payCode)).toMatchObject([{ reason: 'ended-code' }]);
    expect(await statusOf(t.app, loan.orderId)).toBe(ORDER_STATUS.settled);
  });

  it('leaves one live full-balance code when two are asked at once on two channels', async () => {
    const loan = await releasedLoan();
    moveTo(loan.dueDate, 9, 0);
    const full = await payable(loan.sessionid, loan.orderId);
    await Promise.all([code(loan, full, GCASH), code(loan, full, MAYA)]);
    const live = await t.db
      .selectFrom('pay_codes')
      .select('reference')
      .where('order_id', '=', loan.id)
      .where('status', '=', 'live')
      .execute();
    expect(live).toHaveLength(1);
  });

  it('books a capture paid in time but delivered after the gateway’s expiry event, unflagged', async () => {
    const loan = await releasedLoan();
    moveTo(loan.dueDate, 23, 50);
    const made = await code(loan, 4_000, GCASH);
    const paidInTime = captureOf(made.payCode, made.request.payment_request_id, 40);
    moveTo(addDays(loan.dueDate, 1), 0, 5);
    expect(await t.fake.expire(made.request.payment_request_id)).toBe(200);
    expect(await t.fake.send(paidInTime)).toBe(200);
    expect(await paymentsOf(made.payCode)).toMatchObject([{ amount: 4_000 }]);
    expect(await flagsOf(made.payCode)).toEqual([]);
  });

  it('books a capture arriving while a new full-balance code ends its code: both go through', async () => {
    const loan = await releasedLoan();
    moveTo(loan.dueDate, 10, 0);
    const full = await payable(loan.sessionid, loan.orderId);
    const gcash = await code(loan, full, GCASH);
    const capture = captureOf(gcash.payCode, gcash.request.payment_request_id, full / 100);
    const [status, maya] = await Promise.all([
      t.fake.send(capture),
      generateCode(t.app, loan.sessionid, {
        orderId: loan.orderId,
        amount: full,
        channelNumber: MAYA,
      }),
    ]);
    expect(status).toBe(200);
    expect(maya.statusCode).toBe(200);
    expect(await paymentsOf(gcash.payCode)).toMatchObject([{ amount: full }]);
  });

  it('books an over or second capture on a paid code as what it is, flagged; refuses a foreign request id and sub-centavo amounts', async () => {
    const loan = await releasedLoan();
    moveTo(loan.dueDate, 9, 0);
    const paid = await code(loan, 30_000, GCASH);
    const requestId = paid.request.payment_request_id;
    expect(await t.fake.pay(requestId)).toBe(200);
    expect(await paymentsOf(paid.payCode)).toMatchObject([{ amount: 30_000 }]);
    expect(await flagsOf(paid.payCode)).toEqual([]);

    // The same request captured again for ₱100.01: booked once, the difference flagged.
    expect(await t.fake.send(captureOf(paid.payCode, requestId, 100.01, 300))).toBe(200);
    expect(await paymentsOf(paid.payCode)).toHaveLength(1);
    expect(await flagsOf(paid.payCode)).toMatchObject([
      { reason: 'paid-code', amount: 10_001, booked_before: 30_000, payment_id: null },
    ]);

    // An invented request id on our reference: refused, audited, flagged, nothing booked.
    const foreign = captureOf(paid.payCode, 'pr-invented', 100.01, 300);
    expect(await t.fake.send(foreign)).toBe(422);
    expect(await t.fake.send(foreign)).toBe(422);
    expect(await paymentsOf(paid.payCode)).toHaveLength(1);
    const flags = await flagsOf(paid.payCode);
    expect(flags.map((f) => f.reason)).toEqual(['foreign-request', 'paid-code']);
    expect(await auditsOf(paid.payCode)).toContainEqual({
      outcome: 'refused',
      reason: `request pr-invented is not the request of pay code ${paid.payCode}`,
    });

    // 100.005 pesos names no amount of centavos: refused, never rounded to 10,001.
    const other = await code(loan, 10_000, MAYA);
    const odd = captureOf(other.payCode, other.request.payment_request_id, 100.005, 100);
    expect(await t.fake.send(odd)).toBe(422);
    expect(await paymentsOf(other.payCode)).toEqual([]);
    expect(await flagsOf(other.payCode)).toMatchObject([{ reason: 'sub-centavo', amount: null }]);
    expect(await auditsOf(other.payCode)).toEqual([
      { outcome: 'refused', reason: 'amount 100.005 has more than two decimals' },
    ]);
    expect(t.logs.text).toContain('payment callback refused');

    // The back office lists them for reconciliation.
    const listed = await ops(t.app, 'GET', '/payments/flags');
    expect(listed.statusCode).toBe(200);
    const mine = listed.body.data.items.filter((f: { reference: string }) =>
      [paid.payCode, other.payCode].includes(f.reference),
    );
    expect(mine.map((f: { reason: string }) => f.reason).sort()).toEqual([
      'foreign-request',
      'paid-code',
      'sub-centavo',
    ]);
    const bad = await ops(t.app, 'GET', '/payments/flags?from=2026-05-02&to=2026-05-01');
    expect(bad.statusCode).toBe(400);
  });

  it('books a part and an over capture once each under 50 concurrent deliveries, flagged once', async () => {
    const loan = await releasedLoan();
    moveTo(loan.dueDate, 9, 0);
    const part = await code(loan, 5_000, GCASH);
    const over = await code(loan, 4_000, MAYA);
    const partBody = captureOf(part.payCode, part.request.payment_request_id, 20, 50);
    const overBody = captureOf(over.payCode, over.request.payment_request_id, 45, 40);
    const foreign = captureOf(over.payCode, 'pr-elsewhere', 40);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.fake.send([partBody, overBody, foreign][i % 3], i % 2 === 0 ? `wh_${i % 3}` : undefined),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(34);
    expect(statuses.filter((s) => s === 422)).toHaveLength(16);
    expect(await paymentsOf(part.payCode)).toMatchObject([{ amount: 2_000 }]);
    expect(await paymentsOf(over.payCode)).toMatchObject([{ amount: 4_500 }]);
    expect(await flagsOf(part.payCode)).toMatchObject([{ reason: 'part', amount: 2_000 }]);
    expect(await flagsOf(over.payCode)).toMatchObject([
      { reason: 'foreign-request' },
      { reason: 'over', amount: 4_500, asked: 4_000 },
    ]);
  });

  it('answers a capture that overtakes the code’s own creation with 404, and books its redelivery once', async () => {
    const loan = await releasedLoan();
    moveTo(loan.dueDate, 9, 0);
    let early: number | undefined;
    t.fake.beforeCreateAnswer = async (request) => {
      early = await t.fake.pay(request.payment_request_id);
    };
    let made: Awaited<ReturnType<typeof code>>;
    try {
      made = await code(loan, 3_000, GCASH);
    } finally {
      t.fake.beforeCreateAnswer = undefined;
    }
    expect(early).toBe(404);
    expect(await paymentsOf(made.payCode)).toEqual([]);
    // The gateway delivers again (a new webhook id), late: booked once.
    const body = JSON.parse(t.fake.webhooksSent.find((w) => w.status === 404)!.body);
    expect(await t.fake.send(body)).toBe(200);
    expect(await t.fake.send(body)).toBe(200);
    expect(await paymentsOf(made.payCode)).toMatchObject([{ amount: 3_000 }]);
    expect(await flagsOf(made.payCode)).toEqual([]);
  });
});
