import { DEMO_PRODUCT_ID, endpoints, ORDER_STATUS } from '@loan/contract';
import { addDays, type LoanFigures } from '@loan/loan-engine';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/lib/money-format.ts';
import { phDate } from '../../../src/lib/ph-date.ts';
import {
  forEachLoanNearDueDate,
  type LoanToRemind,
} from '../../../src/modules/order/reminder-loans.service.ts';
import { call } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { acceptedLoan, details, OPS_ENV, ops } from '../../helpers/loan.ts';
import { generateCode, paidEvent, sendCallback } from '../../helpers/repayment.ts';

const DAY_MS = 86_400_000;
const CREDIT = 445_500;
const GCASH = 20001;

type Row = { text: string; value: string };

/**
 * One loan through a waiver of each charge, a part payment, a reversal and an overpayment: the
 * order page, the repayment page, My loans, the collections row, the reminder and the receipt
 * show the same figures, those of the fold of its entries (the back office's ledger view).
 */
describe('one derivation of every money figure', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'warn' } });
  const money = (minor: number) => formatMoney(minor, t.app.config.brand);
  const rowValue = (rows: Row[], text: string) => rows.find((row) => row.text === text)?.value;

  async function fold(orderId: string): Promise<LoanFigures> {
    const { body } = await ops(t.app, 'GET', `/orders/${orderId}/ledger`);
    return body.data.balances;
  }
  const record = (orderId: string, amount: number, reference: string) =>
    ops(t.app, 'POST', `/orders/${orderId}/payments`, {
      body: { amount, reference, kind: 'instalment' },
      operator: 'cashier',
    });
  const waive = (orderId: string, part: string, amount: number, reference: string) =>
    ops(t.app, 'POST', `/orders/${orderId}/waivers`, {
      body: { part, amount, reference, reason: 'hardship' },
      operator: 'lead',
    });

  async function screens(sessionid: string, orderId: string) {
    const ids = { productId: DEMO_PRODUCT_ID, orderId };
    const [order, repayment, home] = await Promise.all([
      details(t.app, sessionid, orderId),
      call(t.app, endpoints.installmentDetail, ids, { sessionid }),
      call(t.app, endpoints.myLoans, {}, { sessionid }),
    ]);
    return {
      order: order.body.data!,
      repayment: repayment.body.data,
      home: home.body.data!,
    };
  }

  async function reminderOf(orderId: string): Promise<LoanToRemind | undefined> {
    const found: LoanToRemind[] = [];
    const today = phDate(t.clock.now());
    await forEachLoanNearDueDate(t.app, { today, daysBefore: 120, daysAfter: 120 }, async (l) => {
      found.push(...l);
    });
    return found.find((loan) => loan.orderId === orderId);
  }

  async function collectionsRow(orderId: string) {
    const { body } = await ops(t.app, 'GET', '/collections?bucket=1-30&limit=200');
    return (body.data.items as Array<{ orderId: string; outstanding: number; daysPastDue: number }>)
      .filter((item) => item.orderId === orderId)
      .at(0);
  }

  const receipt = async (sessionid: string, receiptNo: string) =>
    (await call(t.app, endpoints.repaymentReceipt, { receiptNo }, { sessionid })).body.data!;

  it('gives the same figures on every screen through waivers, a part payment, a reversal and an overpayment', async () => {
    const { sessionid, orderId } = await acceptedLoan(t.app);
    await ops(t.app, 'POST', `/orders/${orderId}/disburse`, { operator: 'ana' });

    // Ten days in, nothing is payable: no amount to pay, the next payment and its date instead.
    t.clock.advance(10 * DAY_MS);
    let f = await fold(orderId);
    expect(f).toMatchObject({ amountDue: 0, payable: 0 });
    let s = await screens(sessionid, orderId);
    expect(s.repayment).toMatchObject({
      repayAmount: 0,
      nextAmount: f.nextDue!.unpaid,
      repayDate: f.nextDue!.dueDate,
    });
    expect(s.repayment!.noticeMsg).toBe(
      `Nothing is due yet. Your next payment of ${money(f.nextDue!.unpaid)} is due on ${f.nextDue!.dueDate}.`,
    );
    expect(s.home.current).toMatchObject({
      orderId,
      amountDue: 0,
      payable: 0,
      nextAmount: f.nextDue!.unpaid,
      nextDueDate: f.nextDue!.dueDate,
      outstanding: f.totalOwed,
    });
    expect(s.order.noticeDesText).toContain(money(f.nextDue!.unpaid));
    expect(s.order.noticeDesText).toContain(f.nextDue!.dueDate);

    // Day 46: nothing is due, yet the whole balance may be paid ahead; every screen says so.
    t.clock.advance(36 * DAY_MS);
    f = await fold(orderId);
    expect(f.amountDue).toBe(0);
    expect(f.payable).toBe(f.totalOwed);
    s = await screens(sessionid, orderId);
    expect(s.repayment).toMatchObject({ repayAmount: f.payable });
    expect(s.repayment!.noticeMsg).toContain(`Pay ${money(f.payable)} through`);
    expect(s.home.current).toMatchObject({ amountDue: 0, payable: f.payable });

    // Ten days past the due date: the clock books the penalty; part of each charge is waived.
    const dueDate = f.nextDue!.dueDate;
    const target = new Date(`${addDays(dueDate, 10)}T10:00:00+08:00`).getTime();
    t.clock.advance(target - t.clock.now().getTime());
    await ops(t.app, 'POST', '/tick');
    await ops(t.app, 'POST', '/tick');
    expect((await waive(orderId, 'penalty', 20_000, 'od-w-1')).statusCode).toBe(200);
    expect((await waive(orderId, 'defaultInterest', 5_000, 'od-w-2')).statusCode).toBe(200);
    f = await fold(orderId);
    expect(f.penalty).toMatchObject({ charged: 100_000, paid: 0, waived: 20_000, owed: 80_000 });
    expect(f.defaultInterest.waived).toBe(5_000);
    expect(f.paidTotal).toBe(0);

    // A part payment: the charges first; paid counts money only, never the waivers.
    const part = await record(orderId, 150_000, 'od-part');
    expect(part.statusCode).toBe(200);
    f = await fold(orderId);
    expect(f.paidTotal).toBe(150_000);
    expect(f.penalty).toMatchObject({ paid: 80_000, waived: 20_000, owed: 0 });
    s = await screens(sessionid, orderId);
    const orderRows = s.order.userOrderDetail.detail;
    const repayRows = s.repayment!.detail;
    for (const rows of [orderRows, repayRows]) {
      expect(rowValue(rows, 'One-time penalty charged')).toBe(money(f.penalty.charged));
      expect(rowValue(rows, 'One-time penalty paid')).toBe(money(f.penalty.paid));
      expect(rowValue(rows, 'One-time penalty waived')).toBe(money(f.penalty.waived));
      expect(rowValue(rows, 'One-time penalty owed')).toBe(money(0));
      expect(rowValue(rows, 'Default interest waived')).toBe(money(f.defaultInterest.waived));
      expect(rowValue(rows, 'Default interest owed')).toBe(money(f.defaultInterest.owed));
    }
    expect(s.order.orderStatus).toBe(ORDER_STATUS.overdue);
    expect(rowValue(orderRows, 'Amount due')).toBe(money(f.amountDue));
    expect(rowValue(orderRows, 'Days overdue')).toBe(String(f.daysOverdue));
    expect(rowValue(orderRows, 'Instalments due')).toBe(money(f.instalmentsDue));
    expect(s.order.noticeDesText).toContain(`Please pay ${money(f.amountDue)} now`);
    expect(rowValue(repayRows, 'Paid so far')).toBe(money(150_000));
    expect(rowValue(repayRows, 'Total to clear the loan')).toBe(money(f.totalOwed));
    expect(rowValue(repayRows, 'Principal left')).toBe(money(f.principal.owed));
    expect(rowValue(repayRows, 'Interest left')).toBe(money(f.interest.owed));
    // The amount to pay is the order page's amount due, here the whole balance.
    expect(f.amountDue).toBe(f.totalOwed);
    expect(s.repayment!.repayAmount).toBe(f.amountDue);
    expect(s.repayment!.noticeMsg).toContain(`Pay ${money(f.amountDue)} through`);
    expect(s.home.current).toMatchObject({
      orderId,
      amountDue: f.amountDue,
      payable: f.payable,
      outstanding: f.totalOwed,
      nextAmount: f.nextDue!.unpaid,
      nextDueDate: f.nextDue!.dueDate,
      credit: 0,
    });
    expect(await collectionsRow(orderId)).toMatchObject({
      outstanding: f.totalOwed,
      daysPastDue: f.daysOverdue,
    });
    expect(await reminderOf(orderId)).toMatchObject({
      amountDue: f.amountDue,
      unpaid: f.nextDue!.unpaid,
      dueDate: f.nextDue!.dueDate,
    });
    const ledger = (await ops(t.app, 'GET', `/orders/${orderId}/ledger`)).body.data;
    const repaid = ledger.entries.at(-1);
    const partReceipt = await receipt(sessionid, part.body.data.receiptNo);
    expect(partReceipt.allocation).toEqual({
      penalty: repaid.penalty,
      defaultInterest: repaid.defaultInterest,
      interest: repaid.interest,
      principal: repaid.principal,
      unapplied: 0,
    });
    expect(partReceipt.allocation.penalty).toBe(80_000);
    expect(partReceipt.owedNow).toBe(f.totalOwed);

    // Paid in full, then reversed: the receipt says what is owed now, and the loan is not paid.
    const full = await record(orderId, f.totalOwed, 'od-full');
    expect((await fold(orderId)).totalOwed).toBe(0);
    const reversed = await ops(t.app, 'POST', `/orders/${orderId}/reversals`, {
      body: { payment: full.body.data.receiptNo, reason: 'chargeback' },
    });
    expect(reversed.body.data.status).toBe(ORDER_STATUS.overdue);
    f = await fold(orderId);
    expect(f.totalOwed).toBeGreaterThan(0);
    const reversedReceipt = await receipt(sessionid, full.body.data.receiptNo);
    expect(reversedReceipt.reversedAt).toEqual(expect.any(String));
    expect(reversedReceipt.outstandingAfter).toBe(0);
    expect(reversedReceipt.owedNow).toBe(f.totalOwed);
    s = await screens(sessionid, orderId);
    expect(s.order.noticeDesText).not.toContain('fully paid');
    expect(s.home.current).toMatchObject({ outstanding: f.totalOwed, amountDue: f.amountDue });
    expect(await collectionsRow(orderId)).toMatchObject({ outstanding: f.totalOwed });

    // Overpaid: a code for the whole balance is paid after cash of ₱4,455 came in; the loan is
    // settled and the rest is the borrower's credit, shown everywhere.
    const paidBefore = f.paidTotal;
    const owedThen = f.totalOwed;
    const code = await generateCode(t.app, sessionid, {
      orderId,
      amount: owedThen,
      channelNumber: GCASH,
    });
    expect((await record(orderId, CREDIT, 'od-cash')).statusCode).toBe(200);
    const paid = await sendCallback(t.app, paidEvent(code.body.data!.payCode, owedThen, 'od_over'));
    expect(paid.body.result).toBe('booked');
    const over = await t.db
      .selectFrom('payments')
      .select('receipt_no')
      .where('provider_payment_id', '=', 'od_over')
      .executeTakeFirstOrThrow();
    f = await fold(orderId);
    expect(f).toMatchObject({ totalOwed: 0, credit: CREDIT, paidToCredit: CREDIT });
    expect(f.paidTotal).toBe(paidBefore + owedThen);
    s = await screens(sessionid, orderId);
    expect(s.order.orderStatus).toBe(ORDER_STATUS.settled);
    const settledRows = s.order.userOrderDetail.detail;
    expect(rowValue(settledRows, 'Total paid')).toBe(money(f.paidTotal + CREDIT));
    expect(rowValue(settledRows, 'Of it, overpaid')).toBe(money(CREDIT));
    expect(rowValue(settledRows, 'Your credit')).toBe(money(CREDIT));
    expect(s.home.current).toBeNull();
    expect(s.home.loans.find((loan) => loan.orderId === orderId)?.credit).toBe(CREDIT);
    const overReceipt = await receipt(sessionid, over.receipt_no);
    expect(overReceipt.allocation.unapplied).toBe(CREDIT);
    expect(overReceipt.owedNow).toBe(0);
    expect(await collectionsRow(orderId)).toBeUndefined();
  });
});
