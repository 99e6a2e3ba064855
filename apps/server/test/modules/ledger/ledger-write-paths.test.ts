import {
  BUSINESS_CODE,
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  endpoints,
  ORDER_STATUS,
} from '@loan/contract';
import { daysBetween, rolloverQuote } from '@loan/loan-engine';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { entriesOf, foldOf } from '../../../src/modules/ledger/ledger.service.ts';
import { loanStateOf, termsOf, toOrder } from '../../../src/modules/order/order.ts';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { acceptedLoan, details, logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';
import { auditRecords } from '../../helpers/operators.ts';
import { generateCode, paidEvent, sendCallback } from '../../helpers/repayment.ts';

const DAY_MS = 86_400_000;
const GCASH = 20001;

describe('the loan ledger on every write path', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'warn' } });
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });

  const orderRow = (publicId: string) =>
    t.db
      .selectFrom('loan_orders')
      .selectAll()
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
  const count = async (table: 'loan_entries' | 'payments' | 'audit_records') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** The order's columns are the fold of its entries, and reconcile finds nothing anywhere. */
  async function expectInStep(publicId: string) {
    const order = toOrder(await orderRow(publicId));
    // The columns project the state; the credit is the fold's alone (decision 0086).
    const fold = foldOf(termsOf(order), await entriesOf(t.db, order.id));
    expect({ ...fold, credit: undefined }).toEqual(loanStateOf(order));
    const report = await ops(t.app, 'GET', '/ledger/reconcile');
    expect(report.body.data).toMatchObject({ differences: 0, listed: [] });
    const ledger = await ops(t.app, 'GET', `/orders/${publicId}/ledger`);
    expect(ledger.statusCode).toBe(200);
    return { order, ledger: ledger.body.data };
  }

  const record = (orderId: string, amount: number, reference: string, kind = 'instalment') =>
    ops(t.app, 'POST', `/orders/${orderId}/payments`, {
      body: { amount, reference, kind },
      operator: 'cashier',
    });

  it('refuses to change or delete an entry, on this database as on the other', async () => {
    const { order } = await expectInStep(DEMO_ORDER_IDS.disbursed);
    const where = sql`order_id = ${order.id}`;
    await expect(
      sql`update loan_entries set amount = 1 where ${where}`.execute(t.db),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(sql`delete from loan_entries where ${where}`.execute(t.db)).rejects.toThrow(
      /append-only: DELETE refused/,
    );
    await expect(sql`truncate loan_entries`.execute(t.db)).rejects.toThrow(/TRUNCATE refused/);
    // Nor can the order go while it has entries, nor a payment's order.
    await expect(
      t.db.deleteFrom('loan_orders').where('id', '=', order.id).execute(),
    ).rejects.toThrow(/foreign key/);
  });

  it('release books the principal, the fee and the interest; the clock books the penalty once', async () => {
    const { sessionid, orderId } = await acceptedLoan(t.app);
    const released = await ops(t.app, 'POST', `/orders/${orderId}/disburse`, { operator: 'ana' });
    expect(released.body.data.status).toBe(ORDER_STATUS.disbursed);
    let { ledger, order } = await expectInStep(orderId);
    expect(ledger.entries.map((e: { type: string }) => e.type)).toEqual([
      'disbursement',
      'service_fee',
      'scheduled_interest',
    ]);
    expect(ledger.entries[0]).toMatchObject({
      amount: 500_000,
      recordedBy: 'operator:token:automation/ana',
    });
    expect(ledger.balances).toMatchObject({ phase: 'disbursed', totalOwed: order.totalRepayable });

    // Past the due date: the clock moves the loan to overdue and books the one-time penalty.
    t.clock.advance((order.pricing.termDays + 2) * DAY_MS);
    await ops(t.app, 'POST', '/tick');
    await ops(t.app, 'POST', '/tick');
    ({ ledger, order } = await expectInStep(orderId));
    expect(order.status).toBe(ORDER_STATUS.overdue);
    const penalties = ledger.entries.filter((e: { type: string }) => e.type === 'penalty');
    expect(penalties).toMatchObject([{ amount: 100_000, recordedBy: 'clock', penalty: 100_000 }]);
    expect(ledger.balances.penalty).toMatchObject({ charged: 100_000, owed: 100_000 });
    expect(ledger.balances.defaultInterest.accruing).toBeGreaterThan(0);

    // Part payment: the default interest accrued so far is booked first, then the repayment.
    const part = await record(orderId, 150_000, 'ledger-part-1');
    expect(part.statusCode).toBe(200);
    ({ ledger } = await expectInStep(orderId));
    const types = ledger.entries.map((e: { type: string }) => e.type);
    expect(types.slice(-2)).toEqual(['default_interest', 'repayment']);
    const repayment = ledger.entries.at(-1);
    expect(repayment).toMatchObject({ amount: 150_000, penalty: 100_000 });
    expect(
      repayment.penalty + repayment.defaultInterest + repayment.interest + repayment.principal,
    ).toBe(150_000);
    expect(ledger.balances.penalty).toMatchObject({ paid: 100_000, owed: 0 });
    // The order page says what is left of each charge: a paid penalty does not read as owed.
    const rows = (await details(t.app, sessionid, orderId)).body.data!.userOrderDetail.detail;
    expect(rows).toContainEqual({ text: 'One-time penalty paid', value: '₱1,000.00' });
    expect(rows).toContainEqual({ text: 'One-time penalty owed', value: '₱0.00' });

    // Waiver: reason required (400), above what is owed refused (422), both audited, none booked.
    const entriesBefore = await count('loan_entries');
    const noReason = await ops(t.app, 'POST', `/orders/${orderId}/waivers`, {
      body: { part: 'defaultInterest', amount: 100, reference: 'w-1', reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const tooMuch = await ops(t.app, 'POST', `/orders/${orderId}/waivers`, {
      body: { part: 'penalty', amount: 100, reference: 'w-1', reason: 'goodwill' },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.body.message).toMatch(/only 0 of penalty is owed/);
    expect(await count('loan_entries')).toBe(entriesBefore);
    const owedDefault = ledger.balances.defaultInterest.owed;
    const waived = await ops(t.app, 'POST', `/orders/${orderId}/waivers`, {
      body: {
        part: 'defaultInterest',
        amount: owedDefault,
        reference: 'w-1',
        reason: 'hospital stay',
      },
      operator: 'lead',
    });
    expect(waived.statusCode).toBe(200);
    ({ ledger } = await expectInStep(orderId));
    expect(ledger.entries.at(-1)).toMatchObject({
      type: 'waiver',
      defaultInterest: owedDefault,
      reason: 'hospital stay',
      recorderRole: 'admin',
    });
    expect(ledger.balances.defaultInterest).toMatchObject({ waived: owedDefault, owed: 0 });
    // The same request again books nothing.
    await ops(t.app, 'POST', `/orders/${orderId}/waivers`, {
      body: {
        part: 'defaultInterest',
        amount: owedDefault,
        reference: 'w-1',
        reason: 'hospital stay',
      },
    });
    expect((await expectInStep(orderId)).ledger.entries).toHaveLength(ledger.entries.length);
    const audit = (await auditRecords(t.db)).filter((r) => r.action.endsWith('/waivers'));
    expect(audit.map((r) => r.outcome)).toEqual(['failed', 'failed', 'done', 'done']);
    expect(audit[0]!.reason).toMatch(/reason/);

    // Full payment settles; reversing it puts the loan back to overdue.
    const rest = ledger.balances.totalOwed;
    const full = await record(orderId, rest, 'ledger-full-1');
    expect(full.body.data.receiptNo).toMatch(/^OR-\d{6}$/);
    ({ order } = await expectInStep(orderId));
    expect(order.status).toBe(ORDER_STATUS.settled);
    const reversed = await ops(t.app, 'POST', `/orders/${orderId}/reversals`, {
      body: { payment: full.body.data.receiptNo, reason: 'chargeback' },
    });
    expect(reversed.body.data.status).toBe(ORDER_STATUS.overdue);
    ({ order, ledger } = await expectInStep(orderId));
    expect(order.settledAt).toBeNull();
    expect(ledger.balances.totalOwed).toBeGreaterThanOrEqual(rest);
    const again = await ops(t.app, 'POST', `/orders/${orderId}/reversals`, {
      body: { payment: full.body.data.receiptNo, reason: 'chargeback' },
    });
    expect(again.statusCode).toBe(409);
    const unknown = await ops(t.app, 'POST', `/orders/${orderId}/reversals`, {
      body: { payment: 'RC000000000000', reason: 'chargeback' },
    });
    expect(unknown.statusCode).toBe(404);
    // The borrower's history and receipt say the payment was reversed, and when.
    const receiptNo = full.body.data.receiptNo;
    const history = await call(t.app, endpoints.repaymentHistory, { orderId }, { sessionid });
    const line = history.body.data!.payments.find((p) => p.receiptNo === receiptNo);
    expect(line?.reversedAt).toEqual(expect.any(String));
    const receipt = await call(t.app, endpoints.repaymentReceipt, { receiptNo }, { sessionid });
    expect(receipt.body.data!.reversedAt).toBe(line?.reversedAt);
    expect(history.body.data!.payments.filter((p) => p.reversedAt !== null)).toHaveLength(1);

    // A rollover that costs something is paid with a pay code, never confirmed for free.
    const ids = { productId: DEMO_PRODUCT_ID, orderId };
    const early = await call(t.app, endpoints.confirmRollover, ids, { sessionid });
    expect(early.body.code).toBe(BUSINESS_CODE.amountNotPayable);
    expect(early.body.message).toMatch(/^This rollover costs ₱[\d,.]+: pay it with a pay code$/);
  });

  it('an overpayment becomes a credit that can be refunded, then its payment not reversed', async () => {
    const orderId = DEMO_ORDER_IDS.overdue;
    const { ledger } = await expectInStep(orderId);
    const due = ledger.balances.amountDue;
    const code = (await generateCode(t.app, demo, { orderId, amount: due, channelNumber: GCASH }))
      .body.data!;
    await record(orderId, 10_000, 'ledger-before-code');
    const paid = await sendCallback(t.app, paidEvent(code.payCode, due, 'pay_over'));
    expect(paid.body.result).toBe('booked');
    const after = (await expectInStep(orderId)).ledger;
    const credit = after.entries.find((e: { type: string }) => e.type === 'overpayment_credit');
    expect(credit).toBeDefined();
    expect(after.balances.credit).toBe(credit.amount);

    const above = await ops(t.app, 'POST', `/orders/${orderId}/refunds`, {
      body: { amount: credit.amount + 1, reference: 'refund-1' },
    });
    expect(above.statusCode).toBe(422);
    const refunded = await ops(t.app, 'POST', `/orders/${orderId}/refunds`, {
      body: { amount: credit.amount, reference: 'refund-1' },
    });
    expect(refunded.statusCode).toBe(200);
    expect((await expectInStep(orderId)).ledger.balances.credit).toBe(0);
    const payment = (
      await t.db
        .selectFrom('payments')
        .select('receipt_no')
        .where('provider_payment_id', '=', 'pay_over')
        .executeTakeFirstOrThrow()
    ).receipt_no;
    const reversal = await ops(t.app, 'POST', `/orders/${orderId}/reversals`, {
      body: { payment, reason: 'chargeback' },
    });
    expect(reversal.statusCode).toBe(409);
    expect(reversal.body.message).toMatch(/already refunded/);
  });

  it('a rollover moves the schedule by its entry; its payment is not reversed', async () => {
    const orderId = DEMO_ORDER_IDS.due;
    const order = toOrder(await orderRow(orderId));
    const quote = rolloverQuote(loanStateOf(order)!, phDate(t.clock.now()), t.app.config.costCap);
    const rolled = await record(orderId, quote.amountDue, 'ledger-rollover', 'rollover');
    expect(rolled.statusCode).toBe(200);
    const { ledger } = await expectInStep(orderId);
    const entry = ledger.entries.find((e: { type: string }) => e.type === 'rollover');
    expect(entry.details).toMatchObject({
      newDueDate: quote.newDueDate,
      extensionDays: quote.extensionDays,
    });
    expect(ledger.balances.rollovers).toBe(1);
    const refused = await ops(t.app, 'POST', `/orders/${orderId}/reversals`, {
      body: { payment: rolled.body.data.receiptNo, reason: 'chargeback' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toMatch(/rollover/);
  });

  it('a rollover with nothing left to pay is confirmed by the borrower, not paid with a code', async () => {
    const orderId = DEMO_ORDER_IDS.due;
    const { ledger } = await expectInStep(orderId);
    // On the new due date, pay exactly what a rollover would cost: then it costs nothing.
    t.clock.advance(daysBetween(phDate(t.clock.now()), ledger.balances.nextDue.dueDate) * DAY_MS);
    const ids = { productId: DEMO_PRODUCT_ID, orderId };
    // The first rollover paid the interest due; the cap, filled by that order's default charges,
    // left no room for the extension's interest: the second costs nothing.
    const free = (await call(t.app, endpoints.delayDetail, ids, { sessionid: demo })).body.data!;
    expect(free.delayInfo.delayAmount).toBe(0);
    expect(free.noticeMsg).toMatch(/nothing to pay now\. Confirm and your loan moves \d+ days/);
    const stranger = await logIn(t.app);
    const foreign = await call(t.app, endpoints.confirmRollover, ids, { sessionid: stranger });
    expect(foreign.body.code).toBe(BUSINESS_CODE.orderNotFound);
    const confirmed = await call(t.app, endpoints.confirmRollover, ids, { sessionid: demo });
    expect(confirmed.body.data).toEqual({
      orderStatus: ORDER_STATUS.disbursed,
      repayDate: free.repayDate,
    });
    const after = (await expectInStep(orderId)).ledger;
    expect(after.entries.at(-1)).toMatchObject({ type: 'rollover', recordedBy: 'borrower' });
    expect(after.balances.rollovers).toBe(ledger.balances.rollovers + 1);
    const again = await call(t.app, endpoints.confirmRollover, ids, { sessionid: demo });
    expect(again.body.code).toBe(BUSINESS_CODE.orderStatusConflict);
    expect((await expectInStep(orderId)).ledger.entries).toHaveLength(after.entries.length);
  });
});
