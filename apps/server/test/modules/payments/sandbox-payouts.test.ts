import { DEMO_ORDER_IDS, ORDER_STATUS, PAYMENT_PATHS } from '@loan/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { appendPayoutEvent } from '../../../src/modules/payout/payouts.repository.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { acceptedLoan, logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';
import { runCli } from '../../helpers/ops-cli.ts';
import { generateCode } from '../../helpers/repayment.ts';

describe('the sandbox provider: payouts at once, its own records reconciled', () => {
  const t = useTestApp({ env: OPS_ENV });
  const lastEventId = async (orderId: string) =>
    (
      await t.db
        .selectFrom('payout_events')
        .innerJoin('payouts', 'payouts.id', 'payout_events.payout_id')
        .innerJoin('loan_orders', 'loan_orders.id', 'payouts.order_id')
        .select((eb) => eb.fn.max('payout_events.id').as('id'))
        .where('loan_orders.public_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).id;

  const cli = (args: string[]) => runCli(t.app, args);

  it('releases through a sandbox payout: 170 at once, the payout and its history kept', async () => {
    const { orderId } = await acceptedLoan(t.app);
    const released = await cli(['orders', 'disburse', orderId]);
    expect(released.code).toBe(0);
    expect(released.out).toBe(`${orderId}: disburse done, now 170 (disbursed, not yet due)`);
    const shown = await cli(['orders', 'show', orderId]);
    expect(shown.out).toMatch(/payouts\n {2}\S+ {2}PO\d{12} {2}\d+\.\d{2} {2}succeeded/);
    const history = await t.db
      .selectFrom('payout_events')
      .innerJoin('payouts', 'payouts.id', 'payout_events.payout_id')
      .innerJoin('loan_orders', 'loan_orders.id', 'payouts.order_id')
      .select(['payout_events.status', 'payouts.amount', 'loan_orders.net_proceeds'])
      .where('loan_orders.public_id', '=', orderId)
      .orderBy('payout_events.id')
      .execute();
    expect(history.map((h) => h.status)).toEqual(['requested', 'succeeded']);
    expect(history[0]!.amount).toBe(history[0]!.net_proceeds);
    // The payout's state is its latest event, and an ended payout does not end again.
    const state = () =>
      t.db
        .selectFrom('payout_states')
        .innerJoin('payouts', 'payouts.id', 'payout_states.payout_id')
        .innerJoin('loan_orders', 'loan_orders.id', 'payouts.order_id')
        .select(['payout_states.payout_id', 'payout_states.status', 'payout_states.event_id'])
        .where('loan_orders.public_id', '=', orderId)
        .executeTakeFirstOrThrow();
    const ended = await state();
    expect(ended.status).toBe('succeeded');
    expect(String(ended.event_id)).toBe(String(await lastEventId(orderId)));
    const again = await appendPayoutEvent(t.db, {
      payout_id: ended.payout_id,
      status: 'failed',
      provider_payout_id: null,
      failure_code: 'LATE',
      note: 'a late answer',
      at: t.clock.now(),
    });
    expect(again).toBe(false);
    expect(await state()).toEqual(ended);
    // Append-only in the database itself.
    await expect(sql`update payout_events set note = 'changed'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from payouts`.execute(t.db)).rejects.toThrow(/append-only/);
  });

  it('reconciles a day from its own records: nothing to report, then what was planted', async () => {
    const demo = await logInDemoBorrower(t.app);
    const code = (
      await generateCode(t.app, demo, {
        orderId: DEMO_ORDER_IDS.due,
        amount: 10_000,
        channelNumber: 20001,
      })
    ).body.data!;
    const paid = await t.app.inject({
      method: 'POST',
      url: `${PAYMENT_PATHS.sandboxCheckout}/${code.payCode}/pay`,
      payload: { amount: '100.00' },
    });
    expect(paid.statusCode).toBe(200);
    const today = phDate(t.clock.now());
    const clean = await cli(['payments', 'reconcile', '--date', today]);
    expect(clean.code).toBe(0);
    expect(clean.out).toContain(`reconciliation of ${today} (Philippine day) with sandbox`);
    expect(clean.out).toContain('  gateway  1 payment(s) 100.00 in, 1 payout(s)');
    expect(clean.out).toContain('missing on our side: none');
    expect(clean.out).toContain('duplicates: none');

    // The gateway settled the same code twice (once for another amount), and a stranger's code.
    await t.db
      .insertInto('sandbox_settlements')
      .values([
        {
          id: 'sbx_twice',
          kind: 'payment',
          reference: code.payCode,
          amount: 500,
          settled_at: t.clock.now(),
        },
        {
          id: 'sbx_alien',
          kind: 'payment',
          reference: 'PN123',
          amount: 700,
          settled_at: t.clock.now(),
        },
      ])
      .execute();
    const json = await cli(['payments', 'reconcile', '--date', today, '--json']);
    const report = JSON.parse(json.out);
    expect(report.missingOnOurSide).toEqual([
      {
        kind: 'payment',
        reference: 'PN123',
        amount: 700,
        booked: false,
        result: 'unknown reference',
      },
    ]);
    expect(report.amountMismatches).toEqual([
      { kind: 'payment', reference: code.payCode, gateway: 10_500, ours: 10_000 },
    ]);
    expect(report.duplicates).toEqual([
      { kind: 'payment', reference: code.payCode, side: 'gateway', count: 2 },
    ]);
    const usage = await cli(['payments', 'reconcile', '--date', 'yesterday']);
    expect(usage.code).toBe(2);
  });

  it('keeps today’s orders flow: the demo’s released order is untouched', async () => {
    const { body } = await ops(t.app, 'GET', `/orders/${DEMO_ORDER_IDS.disbursed}`);
    expect(body.data.status).toBe(ORDER_STATUS.disbursed);
    expect(body.data.payouts).toEqual([]);
  });
});
