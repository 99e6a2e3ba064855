import { BUSINESS_CODE, DEMO_ORDER_IDS } from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { checkOpenPayments } from '../../../src/modules/payments/payment-status-check.service.ts';
import { logInDemoBorrower, OPS_ENV } from '../../helpers/loan.ts';
import { runCli } from '../../helpers/ops-cli.ts';
import { generateCode } from '../../helpers/repayment.ts';
import { useXenditApp } from '../../helpers/xendit-app.ts';

const GCASH = 20001;
const SEVEN_ELEVEN = 20101;
const MINUTE = 60_000;

describe('reconciliation and the status check against the Xendit fake', () => {
  const t = useXenditApp({ ...OPS_ENV, LOG_LEVEL: 'warn' });
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });
  const paymentsOf = (reference: string) =>
    t.db.selectFrom('payments').selectAll().where('reference', '=', reference).execute();
  const issue = async (amount: number, channelNumber = GCASH) =>
    (await generateCode(t.app, demo, { orderId: DEMO_ORDER_IDS.due, amount, channelNumber })).body
      .data!;

  async function reconcile(date: string, ...flags: string[]) {
    const { code, out, err } = await runCli(t.app, [
      'payments',
      'reconcile',
      '--date',
      date,
      ...flags,
    ]);
    return { code, out: [out, err].filter(Boolean).join('\n') };
  }

  it('refuses a code outside the channel limits before asking Xendit, in words', async () => {
    const creates = t.fake.calls.filter((c) => c.method === 'POST').length;
    const refused = await generateCode(t.app, demo, {
      orderId: DEMO_ORDER_IDS.due,
      amount: 4_999,
      channelNumber: SEVEN_ELEVEN,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toMatchObject({
      code: BUSINESS_CODE.channelUnavailable,
      message:
        'This channel takes ₱50.00 to ₱50,000.00 in one payment. Choose another channel or amount.',
    });
    expect(t.fake.calls.filter((c) => c.method === 'POST')).toHaveLength(creates);
    expect((await issue(5_000, SEVEN_ELEVEN)).payCode).toMatch(/^XND/);
  });

  it('walks every live code, page after page, and books each answer once', async () => {
    const amounts = [1_101, 1_102, 1_103, 1_104, 1_105];
    const codes = [];
    for (const amount of amounts) codes.push(await issue(amount));
    // Issued at the same instant on the test clock: the pages part on the id too.
    for (const code of codes) {
      await t.fake.pay(t.fake.byReference(code.payCode)!.payment_request_id, { send: false });
    }
    t.clock.advance(16 * MINUTE);
    const queried = () => t.fake.calls.filter((c) => /^\/v3\/payment_requests\//.test(c.path));
    const before = queried().length;
    // Pages of two: the fifth code is on the third page.
    expect((await checkOpenPayments(t.app, 2)).payCodes).toBe(amounts.length);
    for (const [i, code] of codes.entries()) {
      expect(await paymentsOf(code.payCode)).toMatchObject([{ amount: amounts[i] }]);
    }
    // The 7-Eleven code of the test before is still open: asked once, nothing booked.
    expect(queried().length - before).toBe(amounts.length + 1);
    // A webhook arriving after the check is a repeat; a second walk books nothing.
    const last = codes.at(-1)!;
    const request = t.fake.byReference(last.payCode)!;
    const late = await t.fake.send({
      event: 'payment.capture',
      data: {
        payment_request_id: request.payment_request_id,
        reference_id: last.payCode,
        status: 'SUCCEEDED',
        request_amount: request.request_amount,
      },
    });
    expect(late).toBe(200);
    expect(await paymentsOf(last.payCode)).toHaveLength(1);
    expect((await checkOpenPayments(t.app, 2)).payCodes).toBe(0);
  });

  it('payments reconcile exits 0 on a clean day and 1 when it finds exceptions', async () => {
    t.clock.advance(24 * 60 * MINUTE);
    const today = phDate(t.clock.now());
    expect(await reconcile(today)).toMatchObject({ code: 0 });
    // A settlement whose webhook never came is booked now: matched from now on, not an exception.
    const code = await issue(2_222);
    await t.fake.pay(t.fake.byReference(code.payCode)!.payment_request_id, { send: false });
    const booked = await reconcile(today);
    expect(booked.code).toBe(0);
    expect(booked.out).toContain(`payment ${code.payCode} 22.22: booked now`);
    expect(booked.out).toContain('exceptions: 0');
    expect(await paymentsOf(code.payCode)).toHaveLength(1);
    // Money the gateway settled for a reference we do not know: someone has to look.
    t.fake.addForeignPayment('PN424242424242', 7.5, t.clock.now());
    const exceptions = await reconcile(today);
    expect(exceptions.code).toBe(1);
    expect(exceptions.out).toContain('exceptions: 1');
    expect(exceptions.out).toContain('payment PN424242424242 7.50: not booked (unknown reference)');
    const json = await reconcile(today, '--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({ exceptions: 1 });
    expect(await paymentsOf(code.payCode)).toHaveLength(1);
    // Asked of Xendit with its own filter: the day's first and last millisecond, gte and lte.
    const asked = new URL(
      t.fake.calls.filter((c) => c.path.startsWith('/transactions')).at(-1)!.path,
      'http://x',
    );
    expect(asked.searchParams.get('created[gte]')).toBe(
      new Date(`${today}T00:00:00+08:00`).toISOString(),
    );
    expect(asked.searchParams.get('created[lte]')).toBe(
      new Date(`${today}T23:59:59.999+08:00`).toISOString(),
    );
    expect(asked.searchParams.has('created[lt]')).toBe(false);
  });
});
