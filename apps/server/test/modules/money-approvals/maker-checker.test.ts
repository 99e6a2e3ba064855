import { DEMO_ORDER_IDS } from '@loan/contract';
import type { MoneyApproval } from '@loan/contract/ops';
import { addDays } from '@loan/loan-engine';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { acceptedLoan, MAKER_CHECKER_ENV, ops } from '../../helpers/loan.ts';
import { auditRecords, operatorOf, opsRequest, type SignedIn } from '../../helpers/operators.ts';
import { runCli } from '../../helpers/ops-cli.ts';
import { jpegWithGpsExif } from '../../helpers/photo.ts';
import { multipartBody } from '../../helpers/upload.ts';

describe('maker-checker: a manual booking or a large waiver waits for a second operator', () => {
  const t = useTestApp({ env: { ...MAKER_CHECKER_ENV, LOG_LEVEL: 'warn' } });

  const as = (me: SignedIn) => ({
    get: (url: string) => opsRequest(t.app, { method: 'GET', url, cookie: me.cookie }),
    post: (url: string, body: unknown = {}) =>
      opsRequest(t.app, { method: 'POST', url, body, cookie: me.cookie, csrf: me.csrf }),
  });
  const count = async (table: 'payments' | 'loan_entries' | 'money_approvals') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  async function evidence(me: SignedIn) {
    const { payload, headers } = multipartBody(await jpegWithGpsExif(), 'slip.jpg', 'image/jpeg');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ops/uploads/evidence',
      headers: { ...headers, cookie: me.cookie, 'x-csrf-token': me.csrf },
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.url as string;
  }

  it('a collector’s ₱1,000 of cash books nothing until an approver approves; the maker cannot', async () => {
    const collector = await operatorOf(t.app, t.clock, 'collector');
    const other = await operatorOf(t.app, t.clock, 'collector');
    const approver = await operatorOf(t.app, t.clock, 'approver');
    const slip = await evidence(collector);
    // Re-encoded like every upload: the slip's GPS position and camera are gone.
    const stored = await t.app.inject({ url: slip });
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    const today = phDate(t.clock.now());
    const [payments, entries] = [await count('payments'), await count('loan_entries')];

    const sent = await as(collector).post(`/orders/${DEMO_ORDER_IDS.due}/payments`, {
      amount: 100_000,
      reference: 'CASH-0001',
      channel: 'cash at the branch',
      valueDate: today,
      evidence: slip,
    });
    expect(sent.statusCode).toBe(202);
    const pending: MoneyApproval = sent.body.data.pendingApproval;
    expect(pending).toMatchObject({
      kind: 'payment',
      orderId: DEMO_ORDER_IDS.due,
      amount: 100_000,
      reference: 'CASH-0001',
      valueDate: today,
      evidence: slip,
      channel: 'cash at the branch',
      status: 'pending',
      maker: `ops:${collector.email}`,
      makerRole: 'collector',
      checker: null,
      receiptNo: null,
    });
    expect([await count('payments'), await count('loan_entries')]).toEqual([payments, entries]);
    // The same request again is the same request.
    const again = await as(collector).post(`/orders/${DEMO_ORDER_IDS.due}/payments`, {
      amount: 100_000,
      reference: 'CASH-0001',
    });
    expect(again.statusCode).toBe(202);
    expect(again.body.data.pendingApproval.id).toBe(pending.id);
    const listed = await as(approver).get('/approvals');
    expect(listed.body.data.approvals.map((a: MoneyApproval) => a.id)).toContain(pending.id);

    const own = await as(collector).post(`/approvals/${pending.id}/approve`);
    expect(own.statusCode).toBe(403);
    const self = (await auditRecords(t.db)).at(-1)!;
    expect(self).toMatchObject({
      action: 'POST /api/ops/approvals/:id/approve',
      outcome: 'refused',
      reason: 'role collector lacks payments.approve',
    });
    const peer = await as(other).post(`/approvals/${pending.id}/approve`);
    expect(peer.statusCode).toBe(403);
    expect(await count('payments')).toBe(payments);

    const approved = await as(approver).post(`/approvals/${pending.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      checker: `ops:${approver.email}`,
      checkerRole: 'approver',
    });
    expect(approved.body.data.receiptNo).toMatch(/^OR-\d{6}$/);
    const row = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('receipt_no', '=', approved.body.data.receiptNo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      amount: 100_000,
      source: 'operator',
      reference: 'CASH-0001',
      actor: `ops:${collector.email}`,
    });
    // Approving again answers the approval; one payment, one receipt.
    const twice = await as(approver).post(`/approvals/${pending.id}/approve`);
    expect(twice.statusCode).toBe(200);
    expect(twice.body.data.receiptNo).toBe(approved.body.data.receiptNo);
    expect(await count('payments')).toBe(payments + 1);
    const late = await as(approver).post(`/approvals/${pending.id}/reject`, { reason: 'late' });
    expect(late.statusCode).toBe(409);

    // The day's reconciliation lists the booking in its own section.
    const run = await as(approver).post('/payments/reconcile', { date: today });
    expect(run.statusCode).toBe(403);
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const report = await as(admin).post('/payments/reconcile', { date: today });
    expect(report.statusCode).toBe(200);
    expect(report.body.data.manualBookings).toContainEqual({
      receiptNo: approved.body.data.receiptNo,
      orderId: DEMO_ORDER_IDS.due,
      amount: 100_000,
      reference: 'CASH-0001',
      channel: 'cash at the branch',
      paidAt: expect.any(String),
      valueDate: today,
      maker: `ops:${collector.email}`,
      checker: `ops:${approver.email}`,
      evidence: slip,
    });
    expect(report.body.data.exceptions).toBe(0);
  });

  it('refuses a maker approving their own request with an audit line, even as admin', async () => {
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const sent = await as(admin).post(`/orders/${DEMO_ORDER_IDS.due}/payments`, {
      amount: 5_000,
      reference: 'SELF-1',
    });
    expect(sent.statusCode).toBe(202);
    const id = sent.body.data.pendingApproval.id;
    const own = await as(admin).post(`/approvals/${id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.body.message).toBe('You made this request: a second operator must decide it');
    const line = (await auditRecords(t.db)).at(-1)!;
    expect(line).toMatchObject({
      action: 'POST /api/ops/approvals/:id/approve',
      outcome: 'failed',
      reason: 'You made this request: a second operator must decide it',
      target: `id=${id}`,
    });
    const ownReject = await as(admin).post(`/approvals/${id}/reject`, { reason: 'mine' });
    expect(ownReject.statusCode).toBe(403);
    expect((await as(admin).get(`/approvals/${id}`)).body.data.status).toBe('pending');
  });

  it('a rejected request stays rejected: approving it is refused and nothing is booked', async () => {
    const collector = await operatorOf(t.app, t.clock, 'collector');
    const approver = await operatorOf(t.app, t.clock, 'approver');
    const sent = await as(collector).post(`/orders/${DEMO_ORDER_IDS.due}/payments`, {
      amount: 7_000,
      reference: 'REJ-1',
    });
    const id = sent.body.data.pendingApproval.id;
    const noReason = await as(approver).post(`/approvals/${id}/reject`, {});
    expect(noReason.statusCode).toBe(400);
    const payments = await count('payments');
    const rejected = await as(approver).post(`/approvals/${id}/reject`, { reason: 'no slip' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: 'no slip' });
    const approve = await as(approver).post(`/approvals/${id}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.body.message).toMatch(/was rejected by ops:.*: no slip/);
    expect(await count('payments')).toBe(payments);
    const unknown = await as(approver).post(
      '/approvals/00000000-0000-4000-8000-000000000000/approve',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('50 approvals at once book once', async () => {
    const collector = await operatorOf(t.app, t.clock, 'collector');
    const sent = await as(collector).post(`/orders/${DEMO_ORDER_IDS.due}/payments`, {
      amount: 3_000,
      reference: 'RACE-1',
    });
    const id = sent.body.data.pendingApproval.id;
    const payments = await count('payments');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ops(t.app, 'POST', `/approvals/${id}/approve`, { operator: `checker-${i % 5}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const receipts = new Set(answers.map((a) => a.body.data.receiptNo));
    expect(receipts.size).toBe(1);
    expect(await count('payments')).toBe(payments + 1);
    const booked = await t.db
      .selectFrom('loan_entries')
      .select('idempotency_key')
      .where('idempotency_key', '=', 'payment:operator:RACE-1')
      .execute();
    expect(booked).toHaveLength(1);
  });

  it('a waiver up to ₱500 books at once; ₱500.01 waits for a checker', async () => {
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const approver = await operatorOf(t.app, t.clock, 'approver');
    const orderId = DEMO_ORDER_IDS.overdue;
    const small = await as(admin).post(`/orders/${orderId}/waivers`, {
      part: 'penalty',
      amount: 10_000,
      reason: 'goodwill',
      reference: 'W-SMALL',
    });
    expect(small.statusCode).toBe(200);
    expect(small.body.data.entries.map((e: { type: string }) => e.type)).toContain('waiver');
    const entries = await count('loan_entries');
    const large = await as(admin).post(`/orders/${orderId}/waivers`, {
      part: 'penalty',
      amount: 50_001,
      reason: 'hardship',
      reference: 'W-LARGE',
    });
    expect(large.statusCode).toBe(202);
    const pending: MoneyApproval = large.body.data.pendingApproval;
    expect(pending).toMatchObject({ kind: 'waiver', part: 'penalty', reason: 'hardship' });
    expect(await count('loan_entries')).toBe(entries);
    const approved = await as(approver).post(`/approvals/${pending.id}/approve`);
    expect(approved.statusCode).toBe(200);
    const ledger = await ops(t.app, 'GET', `/orders/${orderId}/ledger`);
    const waivers = ledger.body.data.entries.filter((e: { type: string }) => e.type === 'waiver');
    expect(waivers.map((w: { amount: number }) => w.amount)).toEqual([10_000, 50_001]);
    expect(waivers[1]).toMatchObject({
      recordedBy: `operator:${admin.email}`,
      recorderRole: 'admin',
      reason: 'hardship',
    });
  });

  it('refuses bad input: a value date ahead or too far back, evidence not ours, a reused reference', async () => {
    const collector = await operatorOf(t.app, t.clock, 'collector');
    const orderId = DEMO_ORDER_IDS.due;
    const today = phDate(t.clock.now());
    const send = (body: Record<string, unknown>) =>
      as(collector).post(`/orders/${orderId}/payments`, { amount: 1_000, ...body });
    const ahead = await send({ reference: 'BAD-1', valueDate: addDays(today, 1) });
    expect(ahead.statusCode).toBe(422);
    expect(ahead.body.message).toMatch(/is after today/);
    const old = await send({ reference: 'BAD-2', valueDate: addDays(today, -40) });
    expect(old.statusCode).toBe(422);
    const notADay = await send({ reference: 'BAD-3', valueDate: 'yesterday' });
    expect(notADay.statusCode).toBe(400);
    const foreign = await send({ reference: 'BAD-4', evidence: 'https://example.com/slip.jpg' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body.message).toMatch(/evidence must be an image/);
    expect((await send({ reference: 'BAD-5' })).statusCode).toBe(202);
    const reused = await as(collector).post(`/orders/${orderId}/payments`, {
      amount: 2_000,
      reference: 'BAD-5',
    });
    expect(reused.statusCode).toBe(409);
    expect(await count('money_approvals')).toBeGreaterThan(0);
  });

  it('the CLI: payments record and orders waive say sent for approval; approvals lists, approves and rejects', async () => {
    const cli = (args: string[]) => runCli(t.app, args);
    const orderId = DEMO_ORDER_IDS.due;
    const sent = await cli([
      'payments',
      'record',
      orderId,
      '--amount',
      '25.00',
      '--reference',
      'CLI-1',
      '--channel',
      'bank deposit',
      '--as',
      'teller',
    ]);
    expect(sent.code).toBe(0);
    expect(sent.out).toMatch(
      new RegExp(
        `^${orderId}: instalment payment 25.00 \\(bank deposit\\) sent for approval \\(request ([0-9a-f-]{36})\\)`,
      ),
    );
    const id = /request ([0-9a-f-]{36})/.exec(sent.out)![1]!;
    const listed = await cli(['approvals']);
    expect(listed.out).toContain(`${id}`);
    expect(listed.out).toContain('by ops:token:automation/teller');
    const own = await cli(['approvals', 'approve', id, '--as', 'teller']);
    expect(own.code).toBe(1);
    expect(own.err).toBe('refused: You made this request: a second operator must decide it');
    const noReason = await cli(['approvals', 'reject', id, '--as', 'supervisor']);
    expect(noReason.code).toBe(2);
    const approved = await cli(['approvals', 'approve', id, '--as', 'supervisor']);
    expect(approved.code).toBe(0);
    expect(approved.out).toMatch(
      /instalment payment 25.00 \(bank deposit\) approved, receipt OR-\d{6}$/,
    );
    const waived = await cli([
      'orders',
      'waive',
      DEMO_ORDER_IDS.overdue,
      '--amount',
      '600.00',
      '--reason',
      'hardship',
      '--reference',
      'CLI-W',
      '--as',
      'teller',
    ]);
    expect(waived.out).toMatch(/waiver of 600.00 of penalty: hardship sent for approval/);
    const wid = /request ([0-9a-f-]{36})/.exec(waived.out)![1]!;
    const rejected = await cli([
      'approvals',
      'reject',
      wid,
      '--reason',
      'no papers',
      '--as',
      'boss',
    ]);
    expect(rejected.out).toMatch(/rejected$/);
    const done = await cli(['approvals', '--status', 'rejected']);
    expect(done.out).toContain('rejected by ops:token:automation/boss: no papers');
  });

  it('keeps a request pending when the ledger refuses its booking at approval', async () => {
    const { orderId } = await acceptedLoan(t.app);
    expect((await ops(t.app, 'POST', `/orders/${orderId}/disburse`)).statusCode).toBe(200);
    // Released today: nothing is due yet, so no cash can be taken against it.
    const sent = await ops(t.app, 'POST', `/orders/${orderId}/payments`, {
      body: { amount: 100_000, reference: 'EARLY-1' },
      operator: 'teller',
    });
    expect(sent.statusCode).toBe(202);
    const id = sent.body.data.pendingApproval.id;
    const payments = await count('payments');
    const refused = await ops(t.app, 'POST', `/approvals/${id}/approve`, { operator: 'boss' });
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.message).toBe('Only ₱0.00 of ₱1,000.00 is payable now');
    expect(await count('payments')).toBe(payments);
    const still = await ops(t.app, 'GET', `/approvals/${id}`);
    expect(still.body.data).toMatchObject({ status: 'pending', checker: null });
  });

  it('lets the database decide a request once: no other change, no delete', async () => {
    const sent = await ops(t.app, 'POST', `/orders/${DEMO_ORDER_IDS.due}/payments`, {
      body: { amount: 1_500, reference: 'KEPT-REQ' },
      operator: 'teller',
    });
    const id: string = sent.body.data.pendingApproval.id;
    const where = sql`id = ${id}`;
    await expect(
      sql`update money_approvals set amount = 1 where ${where}`.execute(t.db),
    ).rejects.toThrow(/money_approvals rows are decided once: UPDATE refused/);
    await expect(
      sql`update money_approvals set status = 'approved', checker = maker, decided_at = now() where ${where}`.execute(
        t.db,
      ),
    ).rejects.toThrow(/money_approvals_decided/);
    await expect(sql`delete from money_approvals where ${where}`.execute(t.db)).rejects.toThrow(
      /DELETE refused/,
    );
    const rejected = await ops(t.app, 'POST', `/approvals/${id}/reject`, {
      body: { reason: 'duplicate slip' },
      operator: 'boss',
    });
    expect(rejected.body.data.status).toBe('rejected');
    await expect(
      sql`update money_approvals set status = 'approved', reject_reason = null where ${where}`.execute(
        t.db,
      ),
    ).rejects.toThrow(/decided once/);
  });
});
