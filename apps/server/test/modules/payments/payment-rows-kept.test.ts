import { DEMO_ORDER_IDS } from '@loan/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { acceptedLoan, OPS_ENV, ops } from '../../helpers/loan.ts';
import { runCli } from '../../helpers/ops-cli.ts';

describe('payment and payout rows are kept by the database', () => {
  const t = useTestApp({ env: OPS_ENV });

  async function bookedPayment(reference: string) {
    const paid = await ops(t.app, 'POST', `/orders/${DEMO_ORDER_IDS.due}/payments`, {
      body: { amount: 10_000, reference },
      operator: 'cashier',
    });
    expect(paid.statusCode).toBe(200);
    return t.db
      .selectFrom('payments')
      .selectAll()
      .where('receipt_no', '=', paid.body.data.receiptNo)
      .executeTakeFirstOrThrow();
  }

  it('refuses an update of a receipt number or an amount, a delete and a truncate', async () => {
    const payment = await bookedPayment('KEPT-1');
    expect(payment.receipt_no).toMatch(/^OR-\d{6}$/);
    const where = sql`id = ${payment.id}`;
    await expect(
      sql`update payments set receipt_no = 'OR-999999' where ${where}`.execute(t.db),
    ).rejects.toThrow(/payments rows are kept: UPDATE of receipt_no refused/);
    await expect(sql`update payments set amount = 1 where ${where}`.execute(t.db)).rejects.toThrow(
      /UPDATE of amount refused/,
    );
    await expect(
      sql`update payments set amount = 1, actor = 'x' where ${where}`.execute(t.db),
    ).rejects.toThrow(/UPDATE of actor, amount refused/);
    await expect(sql`delete from payments where ${where}`.execute(t.db)).rejects.toThrow(
      /payments rows are kept: DELETE refused/,
    );
    await expect(sql`truncate payments cascade`.execute(t.db)).rejects.toThrow(/TRUNCATE refused/);
    const after = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(payment);
  });

  it('lets a payout state move only to a later event; payouts and their events stay', async () => {
    const { orderId } = await acceptedLoan(t.app);
    expect((await ops(t.app, 'POST', `/orders/${orderId}/disburse`)).statusCode).toBe(200);
    const state = await t.db
      .selectFrom('payout_states')
      .innerJoin('payouts', 'payouts.id', 'payout_states.payout_id')
      .innerJoin('loan_orders', 'loan_orders.id', 'payouts.order_id')
      .select(['payout_states.payout_id', 'payout_states.event_id'])
      .where('loan_orders.public_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const where = sql`payout_id = ${state.payout_id}`;
    await expect(
      sql`update payout_states set status = 'pending' where ${where}`.execute(t.db),
    ).rejects.toThrow(/payout_states rows move only to a later event: UPDATE of status refused/);
    await expect(
      sql`update payout_states set payout_id = gen_random_uuid() where ${where}`.execute(t.db),
    ).rejects.toThrow(/UPDATE of payout_id refused/);
    await expect(sql`delete from payout_states where ${where}`.execute(t.db)).rejects.toThrow(
      /payout_states rows are kept: DELETE refused/,
    );
    for (const table of ['payouts', 'payout_events', 'payout_states']) {
      await expect(sql`truncate ${sql.table(table)} cascade`.execute(t.db)).rejects.toThrow(
        /TRUNCATE refused/,
      );
    }
    await expect(
      sql`update payouts set amount = 1 where id = ${state.payout_id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
  });

  it('orders reconcile finds a receipt number changed behind the triggers: exit 1', async () => {
    await bookedPayment('KEPT-2');
    const payment = await bookedPayment('KEPT-3');
    const clean = await runCli(t.app, ['orders', 'reconcile']);
    expect(clean.out).toMatch(/0 difference\(s\)/);
    expect(clean.code).toBe(0);
    // Someone with the rights to drop the guard changes a number.
    await sql`alter table payments disable trigger payments_kept`.execute(t.db);
    try {
      await sql`update payments set receipt_no = 'OR-000777' where id = ${payment.id}`.execute(
        t.db,
      );
    } finally {
      await sql`alter table payments enable trigger payments_kept`.execute(t.db);
    }
    const found = await runCli(t.app, ['orders', 'reconcile']);
    expect(found.code).toBe(1);
    const n = Number(payment.receipt_no.slice(3));
    expect(found.out).toContain(`receipt series ${t.app.config.brand.secRegistrationNumber}`);
    expect(found.out).toContain(`"missing":[${n}]`);
    expect(found.out).toContain('"highest":777');

    await sql`alter table payments disable trigger payments_kept`.execute(t.db);
    try {
      await sql`update payments set receipt_no = 'XX-1' where id = ${payment.id}`.execute(t.db);
    } finally {
      await sql`alter table payments enable trigger payments_kept`.execute(t.db);
    }
    const malformed = await runCli(t.app, ['orders', 'reconcile']);
    expect(malformed.code).toBe(1);
    expect(malformed.out).toContain(`receipt number of payment ${payment.id}: columns "XX-1"`);
  });
});
