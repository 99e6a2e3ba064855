import { DEMO_ORDER_IDS } from '@loan/contract';
import type { PaymentList, Reconciliation, ReconciliationList } from '@loan/contract/ops';
import { addDays } from '@loan/loan-engine';
import { describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV } from '../../helpers/loan.ts';
import { auditRecords, operatorOf, opsRequest, type SignedIn } from '../../helpers/operators.ts';

describe('the Payments screen’s calls', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'warn' } });

  const as = (me: SignedIn) => ({
    get: (url: string) => opsRequest(t.app, { method: 'GET', url, cookie: me.cookie }),
    post: (url: string, body: unknown) =>
      opsRequest(t.app, { method: 'POST', url, body, cookie: me.cookie, csrf: me.csrf }),
  });

  /** The audit lines a request added, as (action, outcome, reason). */
  async function auditedBy<T>(act: () => Promise<T>) {
    const before = (await auditRecords(t.db)).length;
    const result = await act();
    const added = (await auditRecords(t.db)).slice(before);
    return { result, lines: added.map((r) => [r.action, r.outcome, r.reason]) };
  }

  /** Every receipt number of a search, walked page by page with the next cursor. */
  async function pages(url: string) {
    const admin = as(await operatorOf(t.app, t.clock, 'auditor'));
    const seen: string[] = [];
    let after = '';
    for (;;) {
      const { body } = await admin.get(`${url}${after}`);
      seen.push(...(body.data as PaymentList).payments.map((p) => p.receiptNo));
      if (!body.data.next) return seen;
      after = `&after=${body.data.next}`;
    }
  }

  it('lists payments newest first a page at a time, found by the start of a receipt or reference or by order, reversals marked', async () => {
    const admin = as(await operatorOf(t.app, t.clock, 'admin'));
    const orderId = DEMO_ORDER_IDS.due;
    const booked: string[] = [];
    for (const [i, amount] of [1_000, 1_100, 1_200].entries()) {
      t.clock.advanceSeconds(60);
      const paid = await admin.post(`/orders/${orderId}/payments`, {
        amount,
        reference: `desk-list-${i}`,
      });
      expect(paid.statusCode).toBe(200);
      booked.push(paid.body.data.receiptNo);
    }
    const first = await admin.get('/payments?limit=2');
    expect(first.statusCode).toBe(200);
    const page1: PaymentList = first.body.data;
    expect(page1.payments.map((p) => p.receiptNo)).toEqual([booked[2], booked[1]]);
    expect(page1.payments[0]).toMatchObject({
      orderId,
      amount: 1_200,
      channel: 'received outside the provider',
      reference: 'desk-list-2',
      source: 'operator',
      kind: 'instalment',
      reversedAt: null,
    });
    expect(page1.next).toEqual(expect.any(String));
    const page2: PaymentList = (await admin.get(`/payments?limit=2&after=${page1.next}`)).body.data;
    expect(page2.payments[0]?.receiptNo).toBe(booked[0]);
    const newestFirst = [...page1.payments, ...page2.payments].map((p) => p.paidAt);
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());

    const byReceipt: PaymentList = (await admin.get(`/payments?q=${booked[1]}`)).body.data;
    expect(byReceipt.payments.map((p) => p.reference)).toEqual(['desk-list-1']);
    const byReference: PaymentList = (await admin.get('/payments?q=%20desk-list-0%20')).body.data;
    expect(byReference.payments.map((p) => p.receiptNo)).toEqual([booked[0]]);
    const byOrder: PaymentList = (await admin.get(`/payments?q=${orderId}`)).body.data;
    expect(byOrder.payments.slice(0, 3).map((p) => p.receiptNo)).toEqual(booked.toReversed());
    expect(new Set(byOrder.payments.map((p) => p.orderId))).toEqual(new Set([orderId]));
    const nobody: PaymentList = (await admin.get('/payments?q=OR-NOBODY')).body.data;
    expect(nobody).toEqual({ payments: [], next: null });
    // The start of a reference or a receipt number is enough; LIKE's wildcards are only text.
    // A reference's start lists by reference; a receipt's start from the last receipt issued.
    const byStart: PaymentList = (await admin.get('/payments?q=desk-li')).body.data;
    expect(byStart.payments.map((p) => p.receiptNo)).toEqual(booked);
    expect(await pages('/payments?q=desk-li&limit=1')).toEqual(booked);
    const receipts = (await admin.get('/payments?q=or-&limit=200')).body.data as PaymentList;
    const numbers = receipts.payments.map((p) => p.receiptNo);
    expect(numbers).toEqual(expect.arrayContaining(booked));
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(await pages('/payments?q=OR-&limit=2')).toEqual(numbers);
    const receiptStart = booked[0]!.slice(0, -1);
    const byReceiptStart: PaymentList = (await admin.get(`/payments?q=${receiptStart}`)).body.data;
    expect(byReceiptStart.payments.map((p) => p.receiptNo)).toContain(booked[0]);
    expect(byReceiptStart.payments.every((p) => p.receiptNo.startsWith(receiptStart))).toBe(true);
    const wildcard: PaymentList = (await admin.get('/payments?q=desk%25')).body.data;
    expect(wildcard.payments).toEqual([]);

    const today = phDate(t.clock.now());
    const tomorrow = addDays(today, 1);
    const onDay: PaymentList = (await admin.get(`/payments?q=${orderId}&from=${today}&to=${today}`))
      .body.data;
    expect(onDay.payments.map((p) => p.receiptNo)).toEqual(expect.arrayContaining(booked));
    const later: PaymentList = (await admin.get(`/payments?from=${tomorrow}`)).body.data;
    expect(later.payments).toEqual([]);

    const reversed = await admin.post(`/orders/${orderId}/reversals`, {
      payment: booked[1],
      reason: 'The deposit bounced',
    });
    expect(reversed.statusCode).toBe(200);
    const after: PaymentList = (await admin.get(`/payments?q=${booked[1]}`)).body.data;
    expect(after.payments[0]?.reversedAt).toEqual(expect.any(String));

    const bad = await admin.get('/payments?after=not-a-cursor');
    expect(bad.statusCode).toBe(400);
  });

  it('keeps each reconciliation, lists the latest of each day, shows its lines; the dashboard counts recent exceptions', async () => {
    const collector = await operatorOf(t.app, t.clock, 'collector');
    const me = as(collector);
    const today = phDate(t.clock.now());
    const dashboardBefore = (await me.get('/dashboard')).body.data.reconciliationExceptions;

    const clean = await me.post('/payments/reconcile', { date: today });
    expect(clean.statusCode).toBe(200);
    const first: Reconciliation = clean.body.data;
    expect(first).toMatchObject({
      date: today,
      provider: 'sandbox',
      exceptions: 0,
      runBy: `ops:${collector.email}`,
    });

    // The gateway settled a code we never issued: an exception, kept with the day's run.
    await t.db
      .insertInto('sandbox_settlements')
      .values({
        id: 'sbx_screen_alien',
        kind: 'payment',
        reference: 'PN000000000777',
        amount: 700,
        settled_at: t.clock.now(),
      })
      .execute();
    t.clock.advanceSeconds(60);
    const again: Reconciliation = (await me.post('/payments/reconcile', { date: today })).body.data;
    expect(again.exceptions).toBe(1);
    expect(again.matched).toBe(first.matched);
    expect(again.missingOnOurSide).toEqual([
      expect.objectContaining({ reference: 'PN000000000777', booked: false }),
    ]);

    // Two earlier days: one inside the dashboard's week, one outside it.
    const yesterday = addDays(today, -1);
    const longAgo = addDays(today, -30);
    for (const date of [yesterday, longAgo]) {
      expect((await me.post('/payments/reconcile', { date })).statusCode).toBe(200);
    }

    const list: ReconciliationList = (await me.get('/payments/reconciliations?limit=2')).body.data;
    expect(list.runs.map((r) => [r.date, r.exceptions])).toEqual([
      [today, 1],
      [yesterday, 0],
    ]);
    expect(list.runs[0]?.runAt).toBe(again.runAt);
    expect(list.next).toBe(yesterday);
    const rest: ReconciliationList = (
      await me.get(`/payments/reconciliations?limit=2&after=${list.next}`)
    ).body.data;
    expect(rest).toEqual({ runs: [expect.objectContaining({ date: longAgo })], next: null });

    const shown = await me.get(`/payments/reconciliations/${today}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body.data).toEqual(again);
    const never = await me.get('/payments/reconciliations/2001-01-01');
    expect(never.statusCode).toBe(404);
    expect(never.body.message).toBe('No reconciliation of 2001-01-01 yet');

    const dashboard = (await me.get('/dashboard')).body.data;
    expect(dashboard.reconciliationExceptions).toBe(dashboardBefore + 1);

    // A support agent reads the results but may not run one: refused, audited.
    const support = as(await operatorOf(t.app, t.clock, 'support'));
    expect((await support.get('/payments/reconciliations')).statusCode).toBe(200);
    const { result, lines } = await auditedBy(() =>
      support.post('/payments/reconcile', { date: today }),
    );
    expect(result.statusCode).toBe(403);
    expect(lines).toEqual([
      ['POST /api/ops/payments/reconcile', 'refused', 'role support lacks payments.record'],
    ]);
  });

  it('books, reverses, waives and refunds on a session, each done or refused in the audit trail', async () => {
    const admin = as(await operatorOf(t.app, t.clock, 'admin'));
    const collector = as(await operatorOf(t.app, t.clock, 'collector'));
    const orderId = DEMO_ORDER_IDS.overdue;
    const url = (what: string) => `/orders/${orderId}/${what}`;

    const booking = await auditedBy(() =>
      collector.post(url('payments'), { amount: 2_500, reference: 'desk-audit-1' }),
    );
    expect(booking.result.statusCode).toBe(200);
    expect(booking.lines).toEqual([['POST /api/ops/orders/:orderId/payments', 'done', null]]);
    const receipt = booking.result.body.data.receiptNo;
    // The same reference again: the same receipt, nothing booked twice.
    const replay = await collector.post(url('payments'), {
      amount: 2_500,
      reference: 'desk-audit-1',
    });
    expect(replay.body.data.receiptNo).toBe(receipt);

    const byCollector = await auditedBy(() =>
      collector.post(url('reversals'), { payment: receipt, reason: 'bounced' }),
    );
    expect(byCollector.result.statusCode).toBe(403);
    expect(byCollector.lines).toEqual([
      [
        'POST /api/ops/orders/:orderId/reversals',
        'refused',
        'role collector lacks payments.adjust',
      ],
    ]);

    const reversal = await auditedBy(() =>
      admin.post(url('reversals'), { payment: receipt, reason: 'The cheque bounced' }),
    );
    expect(reversal.result.statusCode).toBe(200);
    const entries = reversal.result.body.data.entries;
    const negation = entries.find((e: { type: string }) => e.type === 'reversal');
    const ledger = (await admin.get(url('ledger'))).body.data;
    const repayment = ledger.entries.find((e: { id: string }) => e.id === negation.reversesEntryId);
    expect(repayment).toMatchObject({ type: 'repayment', amount: 2_500 });
    expect(negation.reason).toBe('The cheque bounced');
    const twice = await auditedBy(() =>
      admin.post(url('reversals'), { payment: receipt, reason: 'again' }),
    );
    expect(twice.result.statusCode).toBe(409);
    expect(twice.lines).toEqual([
      [
        'POST /api/ops/orders/:orderId/reversals',
        'failed',
        `Payment ${receipt} is already reversed`,
      ],
    ]);

    const owed = ledger.balances.penalty.owed;
    const waiver = { part: 'penalty', amount: 100, reason: 'Goodwill', reference: 'W-screen-1' };
    const waived = await admin.post(url('waivers'), waiver);
    expect(waived.statusCode).toBe(200);
    expect(waived.body.data.entries.map((e: { type: string }) => e.type)).toContain('waiver');
    const retried = await admin.post(url('waivers'), waiver);
    expect(retried.body.data.entries).toEqual([]);
    const balances = (await admin.get(url('ledger'))).body.data.balances;
    expect(balances.penalty.owed).toBe(owed - 100);

    const refund = await auditedBy(() =>
      admin.post(url('refunds'), { amount: 100, reference: 'R-screen-1' }),
    );
    expect(refund.result.statusCode).toBe(422);
    expect(refund.lines).toEqual([
      [
        'POST /api/ops/orders/:orderId/refunds',
        'failed',
        'The credit is ₱0.00: ₱1.00 cannot be refunded',
      ],
    ]);
  });
});
