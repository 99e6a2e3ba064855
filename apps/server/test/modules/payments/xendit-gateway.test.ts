import {
  BUSINESS_CODE,
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  endpoints,
  ORDER_STATUS,
  PAYMENT_PATHS,
} from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { checkOpenPayments } from '../../../src/modules/payments/payment-status-check.service.ts';
import { call } from '../../helpers/api.ts';
import { acceptedLoan, logInDemoBorrower, OPS_ENV, ops, statusOf } from '../../helpers/loan.ts';
import { generateCode } from '../../helpers/repayment.ts';
import { useXenditApp, XENDIT_TEST_TOKEN } from '../../helpers/xendit-app.ts';

const GCASH = 20001;
const SEVEN_ELEVEN = 20101;
const BANK = 20201;
const MINUTE = 60_000;

describe('pay-ins through Xendit (against the local fake)', () => {
  const t = useXenditApp({ ...OPS_ENV, LOG_LEVEL: 'warn' });
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });
  const payable = async (orderId: string) => {
    const { body } = await call(
      t.app,
      endpoints.installmentDetail,
      { productId: DEMO_PRODUCT_ID, orderId },
      { sessionid: demo },
    );
    return body.data!.repayAmount;
  };
  const paymentsOf = (reference: string) =>
    t.db.selectFrom('payments').selectAll().where('reference', '=', reference).execute();

  it('has no sandbox checkout: fake money does not exist with a real gateway', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${PAYMENT_PATHS.sandboxCheckout}/PN1` });
    expect(page.statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: `${PAYMENT_PATHS.sandboxCheckout}/PN1/pay`,
      payload: { amount: '100.00' },
    });
    expect(pay.statusCode).toBe(404);
  });

  it('pays a GCash code through the hosted checkout: the webhook books it once', async () => {
    const amount = Math.min(10_000, await payable(DEMO_ORDER_IDS.due));
    const code = (
      await generateCode(t.app, demo, { orderId: DEMO_ORDER_IDS.due, amount, channelNumber: GCASH })
    ).body.data!;
    const request = t.fake.byReference(code.payCode)!;
    expect(request).toMatchObject({ channel_code: 'GCASH', request_amount: amount / 100 });
    expect(code.payUrl).toBe(`${t.fake.url}/checkout/${request.payment_request_id}`);
    const create = t.fake.calls.find((c) => c.method === 'POST')!;
    expect(create.headers['idempotency-key']).toBe(code.payCode);
    expect(create.headers['api-version']).toBe('2024-11-11');

    // The borrower pays on the gateway's page; it posts our callback and sends them back.
    const paid = await fetch(`${t.fake.url}/checkout/${request.payment_request_id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(t.fake.webhooksSent.at(-1)?.status).toBe(200);
    expect(await paymentsOf(code.payCode)).toMatchObject([
      { amount, provider: 'xendit', provider_payment_id: request.payment_request_id },
    ]);

    // The same webhook again (same webhook id), and a second delivery under a new id: one payment.
    const last = JSON.parse(t.fake.webhooksSent.at(-1)!.body);
    expect(await t.fake.send(last, 'wh_replayed')).toBe(200);
    expect(await t.fake.send(last, 'wh_replayed')).toBe(200);
    expect(await t.fake.send(last)).toBe(200);
    expect(await paymentsOf(code.payCode)).toHaveLength(1);
  });

  it('books 50 concurrent deliveries of one payment once (new and repeated webhook ids)', async () => {
    const amount = 2_500;
    const code = (
      await generateCode(t.app, demo, { orderId: DEMO_ORDER_IDS.due, amount, channelNumber: GCASH })
    ).body.data!;
    const request = t.fake.byReference(code.payCode)!;
    await t.fake.pay(request.payment_request_id, { send: false });
    const body = {
      event: 'payment.capture',
      data: {
        payment_request_id: request.payment_request_id,
        reference_id: code.payCode,
        status: 'SUCCEEDED',
        request_amount: amount / 100,
      },
    };
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.fake.send(body, i % 2 === 0 ? 'wh_same' : undefined)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await paymentsOf(code.payCode)).toHaveLength(1);
  });

  it('issues the gateway code for a store and a QR Ph code for a bank app', async () => {
    const amount = 5_000;
    const store = (
      await generateCode(t.app, demo, {
        orderId: DEMO_ORDER_IDS.due,
        amount,
        channelNumber: SEVEN_ELEVEN,
      })
    ).body.data!;
    const storeRequest = [...t.fake.requests.values()].find((r) => r.channel_code === '7ELEVEN')!;
    expect(store.payCode).toBe(storeRequest.actions[0]!.value);
    expect(store.payUrl).toContain('showType=1');
    expect(store.payUrl).toContain(`payCode=${store.payCode}`);
    // The code page says until when the code is payable and leads back to the loan.
    const page = new URLSearchParams(store.payUrl.split('?')[1]);
    expect(page.get('orderId')).toBe(DEMO_ORDER_IDS.due);
    expect(page.get('productId')).not.toBe('');
    expect(Date.parse(page.get('expiresAt') ?? '')).toBeGreaterThan(t.app.clock.now().getTime());
    const bank = (
      await generateCode(t.app, demo, { orderId: DEMO_ORDER_IDS.due, amount, channelNumber: BANK })
    ).body.data!;
    expect(bank.payUrl).toContain('showType=2');
    // The same request again answers the same code: Xendit is not asked twice.
    const creates = t.fake.calls.filter((c) => c.method === 'POST').length;
    const again = (
      await generateCode(t.app, demo, { orderId: DEMO_ORDER_IDS.due, amount, channelNumber: BANK })
    ).body.data!;
    expect(again.payCode).toBe(bank.payCode);
    expect(t.fake.calls.filter((c) => c.method === 'POST')).toHaveLength(creates);
  });

  it('holds no lock while a slow gateway answers: other requests go on', async () => {
    t.fake.delayMs = 600;
    try {
      let issuedAt = 0;
      const issuing = generateCode(t.app, demo, {
        orderId: DEMO_ORDER_IDS.due,
        amount: 1_234,
        channelNumber: GCASH,
      }).then((result) => {
        issuedAt = Date.now();
        return result;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const read = await ops(t.app, 'GET', `/orders/${DEMO_ORDER_IDS.due}/payments`);
      expect(read.statusCode).toBe(200);
      expect(issuedAt).toBe(0);
      expect((await issuing).body.code).toBe(0);
    } finally {
      t.fake.delayMs = 0;
    }
  });

  it("tells the borrower what the gateway's error means, and issues nothing", async () => {
    const codes = async () => (await t.db.selectFrom('pay_codes').select('id').execute()).length;
    const before = await codes();
    t.fake.failNextCreate(400, 'CHANNEL_NOT_ACTIVATED');
    const refused = await generateCode(t.app, demo, {
      orderId: DEMO_ORDER_IDS.due,
      amount: 4_321,
      channelNumber: GCASH,
    });
    expect(refused.body).toMatchObject({
      code: BUSINESS_CODE.channelUnavailable,
      message: 'This payment channel is not available. Try another channel.',
    });
    t.fake.failNextCreate(503, 'SERVER_ERROR');
    const down = await generateCode(t.app, demo, {
      orderId: DEMO_ORDER_IDS.due,
      amount: 4_321,
      channelNumber: GCASH,
    });
    expect(down.statusCode).toBe(503);
    expect(down.body.message).toBe(
      'The payment channel is not answering. Please try again in a few minutes.',
    );
    expect(await codes()).toBe(before);
  });

  it('refuses a webhook without the verification token, and an unknown reference with an audit line', async () => {
    const body = {
      event: 'payment.capture',
      data: {
        payment_request_id: 'pr-unknown',
        reference_id: 'PN000000000000',
        status: 'SUCCEEDED',
        request_amount: 100,
      },
    };
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: PAYMENT_PATHS.callback,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      });
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ 'x-callback-token': `${XENDIT_TEST_TOKEN}x` })).statusCode).toBe(401);
    const unknown = await post({ 'x-callback-token': XENDIT_TEST_TOKEN });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ result: 'unknown' });
    const audit = await t.db
      .selectFrom('audit_records')
      .selectAll()
      .where('action', '=', 'payments.callback')
      .execute();
    expect(audit).toMatchObject([
      { actor: 'provider:xendit', outcome: 'refused', target: 'PN000000000000' },
    ]);
    expect(await paymentsOf('PN000000000000')).toEqual([]);
    expect(t.logs.text).toContain('payment callback for an unknown reference');
  });

  it('asks the gateway about a code whose webhook never came, and books what it says once', async () => {
    const amount = 7_000;
    const code = (
      await generateCode(t.app, demo, { orderId: DEMO_ORDER_IDS.due, amount, channelNumber: GCASH })
    ).body.data!;
    const request = t.fake.byReference(code.payCode)!;
    await t.fake.pay(request.payment_request_id, { send: false });
    // Too early: the check waits PAYMENT_STATUS_CHECK_MINUTES for the webhook.
    expect((await checkOpenPayments(t.app)).payCodes).toBe(0);
    t.clock.advance(16 * MINUTE);
    expect((await checkOpenPayments(t.app)).payCodes).toBe(1);
    expect(await paymentsOf(code.payCode)).toMatchObject([{ amount }]);
    // The webhook arrives late after all: a repeat.
    const late = await t.fake.send({
      event: 'payment.capture',
      data: {
        payment_request_id: request.payment_request_id,
        reference_id: code.payCode,
        status: 'SUCCEEDED',
        request_amount: amount / 100,
      },
    });
    expect(late).toBe(200);
    expect(await paymentsOf(code.payCode)).toHaveLength(1);
    expect((await checkOpenPayments(t.app)).payCodes).toBe(0);
  });

  it('reconciles a day: books a settled payment we missed, reports one the gateway never saw', async () => {
    const amount = 3_000;
    const code = (
      await generateCode(t.app, demo, { orderId: DEMO_ORDER_IDS.due, amount, channelNumber: GCASH })
    ).body.data!;
    await t.fake.pay(t.fake.byReference(code.payCode)!.payment_request_id, { send: false });
    t.fake.addForeignPayment('PN999999999999', 12.5, t.clock.now());
    await ops(t.app, 'POST', `/orders/${DEMO_ORDER_IDS.due}/payments`, {
      body: { amount: 1_000, reference: 'cash-desk-1' },
    });
    const today = phDate(t.clock.now());
    const { statusCode, body } = await ops(t.app, 'POST', '/payments/reconcile', {
      body: { date: today },
    });
    expect(statusCode).toBe(200);
    const report = body.data;
    expect(report.missingOnOurSide).toEqual([
      { kind: 'payment', reference: code.payCode, amount, booked: true, result: 'booked' },
      {
        kind: 'payment',
        reference: 'PN999999999999',
        amount: 1_250,
        booked: false,
        result: 'unknown reference',
      },
    ]);
    expect(report.amountMismatches).toEqual([]);
    expect(report.duplicates).toEqual([]);
    expect(await paymentsOf(code.payCode)).toHaveLength(1);
    // Run again: nothing is booked twice.
    const again = (await ops(t.app, 'POST', '/payments/reconcile', { body: { date: today } })).body
      .data;
    expect(again.missingOnOurSide.map((m: { reference: string }) => m.reference)).toEqual([
      'PN999999999999',
    ]);
    expect(again.ours.payments).toBe(report.ours.payments + 1);
    const bad = await ops(t.app, 'POST', '/payments/reconcile', { body: { date: '2026-13-45' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('payouts through Xendit (against the local fake)', () => {
  const t = useXenditApp({ ...OPS_ENV, LOG_LEVEL: 'warn' });

  const payoutOf = (reference: string) =>
    [...t.fake.payouts.values()].find((p) => p.reference_id === reference)!;

  it('releases a loan: the payout goes out, its confirmation moves the order to 170', async () => {
    const { orderId } = await acceptedLoan(t.app);
    const release = await ops(t.app, 'POST', `/orders/${orderId}/disburse`);
    expect(release.statusCode).toBe(200);
    expect(release.body.data.status).toBe(ORDER_STATUS.approved);
    const [view] = release.body.data.payouts;
    expect(view).toMatchObject({
      status: 'pending',
      requestedBy: 'ops:token:automation',
      failureCode: null,
    });
    const payout = payoutOf(view.reference);
    expect(payout).toMatchObject({ channel_code: 'PH_GCASH', account_number: '09171230000' });
    const create = t.fake.calls.find((c) => c.method === 'POST' && c.path === '/v2/payouts')!;
    expect(create.headers['idempotency-key']).toBe(view.reference);
    // A second release while it is on its way sends nothing.
    await ops(t.app, 'POST', `/orders/${orderId}/disburse`);
    expect(t.fake.payouts.size).toBe(1);

    expect(await t.fake.settlePayout(payout.id, 'SUCCEEDED')).toBe(200);
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.disbursed);
    const shown = (await ops(t.app, 'GET', `/orders/${orderId}`)).body.data;
    expect(shown.payouts[0]).toMatchObject({ status: 'succeeded' });
    expect(shown.events.at(-1)).toMatchObject({
      from: 151,
      to: 170,
      actor: 'ops:token:automation',
    });
    // A replayed confirmation changes nothing.
    const last = JSON.parse(t.fake.webhooksSent.at(-1)!.body);
    expect(await t.fake.send(last)).toBe(200);
    expect((await ops(t.app, 'GET', `/orders/${orderId}`)).body.data.events).toHaveLength(
      shown.events.length,
    );
  });

  it('returns a failed payout to the operator with the reason; a new release can follow', async () => {
    const { orderId } = await acceptedLoan(t.app);
    const first = (await ops(t.app, 'POST', `/orders/${orderId}/disburse`)).body.data.payouts[0];
    await t.fake.settlePayout(payoutOf(first.reference).id, { failureCode: 'INVALID_DESTINATION' });
    const shown = (await ops(t.app, 'GET', `/orders/${orderId}`)).body.data;
    expect(shown.status).toBe(ORDER_STATUS.approved);
    expect(shown.payouts[0]).toMatchObject({
      status: 'failed',
      failureCode: 'INVALID_DESTINATION',
      reason:
        'the account number does not exist at the bank or e-wallet: ask the borrower to bind the right account',
    });
    expect(shown.events.at(-1)).toMatchObject({ from: 151, to: 151, actor: 'provider:xendit' });
    expect(shown.events.at(-1).note).toContain('failed (INVALID_DESTINATION)');

    const second = (await ops(t.app, 'POST', `/orders/${orderId}/disburse`)).body.data.payouts[0];
    expect(second.reference).not.toBe(first.reference);
    await t.fake.settlePayout(payoutOf(second.reference).id, 'SUCCEEDED');
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.disbursed);
  });

  it('refuses a payout to an account that is not the borrower’s, with an audit line', async () => {
    const { orderId } = await acceptedLoan(t.app);
    const other = await acceptedLoan(t.app);
    const stranger = await t.db
      .selectFrom('payout_accounts')
      .innerJoin('loan_orders', 'loan_orders.user_id', 'payout_accounts.user_id')
      .select('payout_accounts.id')
      .where('loan_orders.public_id', '=', other.orderId)
      .executeTakeFirstOrThrow();
    const refused = await ops(t.app, 'POST', `/orders/${orderId}/disburse`, {
      body: { accountId: stranger.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.code).toBe(BUSINESS_CODE.payoutRefused);
    const audit = await t.db
      .selectFrom('audit_records')
      .select(['outcome', 'target'])
      .where('action', 'like', '%disburse%')
      .execute();
    expect(audit.some((a) => a.outcome !== 'done')).toBe(true);
    expect((await ops(t.app, 'GET', `/orders/${orderId}`)).body.data.payouts).toEqual([]);
  });

  it('asks about a payout whose webhook never came, and applies the answer once', async () => {
    const { orderId } = await acceptedLoan(t.app);
    const view = (await ops(t.app, 'POST', `/orders/${orderId}/disburse`)).body.data.payouts[0];
    await t.fake.settlePayout(payoutOf(view.reference).id, 'SUCCEEDED', { send: false });
    t.clock.advance(16 * MINUTE);
    expect((await checkOpenPayments(t.app)).payouts).toBe(1);
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.disbursed);
    expect((await checkOpenPayments(t.app)).payouts).toBe(0);
  });
});
