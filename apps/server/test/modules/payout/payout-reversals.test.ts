import { BUSINESS_CODE, ORDER_STATUS } from '@loan/contract';
import { daysBetween } from '@loan/loan-engine';
import { afterEach, describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { checkOpenPayments } from '../../../src/modules/payments/payment-status-check.service.ts';
import { ordersPaidOutTwice } from '../../../src/modules/payout/payout-check.service.ts';
import { releaseLoan } from '../../../src/modules/payout/payout-release.service.ts';
import { payoutView } from '../../helpers/fake-xendit-records.ts';
import { acceptedLoan, OPS_ENV, ops, statusOf } from '../../helpers/loan.ts';
import { useXenditApp } from '../../helpers/xendit-app.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('reversed payouts (against the local fake Xendit)', () => {
  const t = useXenditApp({ ...OPS_ENV, LOG_LEVEL: 'error' });

  /** Releases the loan; answers our payout's reference and the gateway's payout id. */
  const released = async (orderId: string) => {
    const answer = await ops(t.app, 'POST', `/orders/${orderId}/disburse`);
    const reference: string = answer.body.data.payouts[0].reference;
    const made = [...t.fake.payouts.values()].find((p) => p.reference_id === reference)!;
    return { reference, id: made.id };
  };
  const internalId = async (orderId: string) =>
    (
      await t.db
        .selectFrom('loan_orders')
        .select('id')
        .where('public_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).id;
  const entriesOf = async (orderId: string) =>
    t.db
      .selectFrom('loan_entries')
      .select(['type', 'reason', 'idempotency_key', 'recorded_by'])
      .where('order_id', '=', await internalId(orderId))
      .orderBy('seq')
      .execute();
  const eventsOf = async (orderId: string) =>
    (await ops(t.app, 'GET', `/orders/${orderId}`)).body.data.events as Array<{
      event: string;
      from: number;
      to: number;
      note: string;
    }>;
  const auditOf = (reference: string) =>
    t.db
      .selectFrom('audit_records')
      .select(['action', 'actor', 'reason'])
      .where('action', '=', 'payouts.reversed')
      .where('target', '=', reference)
      .execute();
  const reversedList = async () =>
    (await ops(t.app, 'GET', '/payouts/reversed')).body.data.payouts as Array<{
      reference: string;
      actions: string[];
    }>;
  const resolve = (reference: string, action: string) =>
    ops(t.app, 'POST', `/payouts/${reference}/resolve`, {
      body: { action, note: 'checked the account with the borrower' },
    });
  const paidOutTwice = () => ordersPaidOutTwice(t.app);
  afterEach(async () => {
    expect(await paidOutTwice()).toEqual([]);
  });

  it('a reversal after success undoes the release once, holds the order and tells the operators', async () => {
    const { orderId } = await acceptedLoan(t.app);
    const { reference, id } = await released(orderId);
    await t.fake.settlePayout(id, 'SUCCEEDED');
    const succeeded = JSON.parse(t.fake.webhooksSent.at(-1)!.body);
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.disbursed);

    expect(await t.fake.reversePayout(id)).toBe(200);
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.approved);
    const entries = await entriesOf(orderId);
    expect(entries.map((e) => e.type)).toEqual([
      'disbursement',
      'service_fee',
      'scheduled_interest',
      'reversal',
      'reversal',
      'reversal',
    ]);
    expect(entries[3]).toMatchObject({ recorded_by: 'gateway:xendit' });
    expect(entries[3]!.reason).toContain(`payout ${reference} reversed by xendit`);
    const last = (await eventsOf(orderId)).at(-1)!;
    expect(last).toMatchObject({ event: 'release.reversed', from: 170, to: 151 });
    expect(await auditOf(reference)).toMatchObject([{ actor: 'provider:xendit' }]);
    expect(await reversedList()).toContainEqual(
      expect.objectContaining({ reference, actions: ['release-again', 'cancel'] }),
    );

    // Again (new webhook ids, 20 at once), and the success arriving late: nothing more.
    const reversal = JSON.parse(t.fake.webhooksSent.at(-1)!.body);
    const again = await Promise.all(Array.from({ length: 20 }, () => t.fake.send(reversal)));
    expect(again.every((status) => status === 200)).toBe(true);
    expect(await t.fake.send(succeeded)).toBe(200);
    expect(await entriesOf(orderId)).toHaveLength(6);
    expect(await auditOf(reference)).toHaveLength(1);
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.approved);
    expect((await eventsOf(orderId)).filter((e) => e.event === 'release.reversed')).toHaveLength(1);

    // Held: a plain release is refused until an operator resolves the reversal.
    const plain = await ops(t.app, 'POST', `/orders/${orderId}/disburse`);
    expect(plain.statusCode).toBe(409);
    expect(plain.body.code).toBe(BUSINESS_CODE.payoutRefused);
    expect(plain.body.message).toContain('was reversed: resolve it first');

    const resolved = await resolve(reference, 'release-again');
    expect(resolved.statusCode).toBe(200);
    const next = resolved.body.data.payouts.find((p: { status: string }) => p.status === 'pending');
    expect(resolved.body.data.payouts).toContainEqual({ reference, status: 'resolved' });
    expect(await reversedList()).not.toContainEqual(expect.objectContaining({ reference }));
    const made = [...t.fake.payouts.values()].find((p) => p.reference_id === next.reference)!;
    await t.fake.settlePayout(made.id, 'SUCCEEDED');
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.disbursed);
    const rebooked = (await entriesOf(orderId)).slice(6);
    expect(rebooked.map((e) => e.idempotency_key)).toEqual([
      `disbursement:${await internalId(orderId)}:${next.reference}`,
      `service-fee:${await internalId(orderId)}:${next.reference}`,
      `scheduled-interest:${await internalId(orderId)}:${next.reference}`,
    ]);
    expect(await paidOutTwice()).toEqual([]);
    const reconcile = await ops(t.app, 'GET', '/ledger/reconcile');
    expect(reconcile.body.data.differences).toBe(0);
  });

  it('a reversal seen by the status query before any success holds the order; cancel ends it', async () => {
    const { orderId } = await acceptedLoan(t.app);
    const { reference, id } = await released(orderId);
    await t.fake.reversePayout(id, { send: false });
    t.clock.advance(16 * MINUTE);
    await checkOpenPayments(t.app);
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.approved);
    expect(await entriesOf(orderId)).toEqual([]);
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({
      event: 'release.reversed',
      from: 151,
      to: 151,
    });
    expect(await auditOf(reference)).toHaveLength(1);
    // Asked again: the payout is no longer open, nothing more happens.
    t.clock.advance(16 * MINUTE);
    expect((await checkOpenPayments(t.app)).payouts).toBe(0);

    // The borrower accepting again while held waits quietly: nothing is sent.
    const sent = t.fake.payouts.size;
    const deps = { ...t.app, log: t.app.log };
    await releaseLoan(deps, await internalId(orderId), 'system:decision', { whenOpen: 'skip' });
    expect(t.fake.payouts.size).toBe(sent);
    expect(await reversedList()).toContainEqual(expect.objectContaining({ reference }));

    expect((await resolve(reference, 'close')).statusCode).toBe(409);
    const cancelled = await resolve(reference, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body.data.orderStatus).toBe(ORDER_STATUS.rejected);
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({ event: 'release.cancelled', to: 21 });
    expect((await resolve(reference, 'cancel')).statusCode).toBe(409);
  });

  it('a reversal before the success it follows (out of order) takes effect once; the success is ignored', async () => {
    const { orderId } = await acceptedLoan(t.app);
    const { reference, id } = await released(orderId);
    await t.fake.settlePayout(id, 'SUCCEEDED', { send: false });
    const payout = t.fake.payouts.get(id)!;
    const succeeded = {
      event: 'payout.succeeded',
      business_id: 'fake-business',
      data: payoutView({ ...payout }),
    };
    expect(await t.fake.reversePayout(id)).toBe(200);
    expect(await t.fake.reversePayout(id)).toBe(200);
    expect(await t.fake.send(succeeded)).toBe(200);
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.approved);
    expect(await entriesOf(orderId)).toEqual([]);
    expect(await auditOf(reference)).toHaveLength(1);
    expect(await reversedList()).toContainEqual(expect.objectContaining({ reference }));
  });

  it('a reversal of a loan the borrower already paid on keeps its ledger; close records it', async () => {
    const { orderId } = await acceptedLoan(t.app);
    const { reference, id } = await released(orderId);
    await t.fake.settlePayout(id, 'SUCCEEDED');
    // On the due day, the borrower pays part of what falls due.
    const { dueDate } = (await ops(t.app, 'GET', `/orders/${orderId}`)).body.data;
    t.clock.advance(daysBetween(phDate(t.clock.now()), dueDate) * DAY);
    const paid = await ops(t.app, 'POST', `/orders/${orderId}/payments`, {
      body: { amount: 10_000, reference: `CASH-${orderId}` },
    });
    expect(paid.body).toMatchObject({ code: 0 });
    const before = await entriesOf(orderId);
    const status = await statusOf(t.app, orderId);
    expect(status).toBe(ORDER_STATUS.due);
    await t.fake.reversePayout(id);
    expect(await entriesOf(orderId)).toEqual(before);
    expect(await statusOf(t.app, orderId)).toBe(status);
    const [audit] = await auditOf(reference);
    expect(audit!.reason).toContain('its ledger is left to an operator');
    expect(await reversedList()).toContainEqual(
      expect.objectContaining({ reference, actions: ['close'] }),
    );
    expect((await resolve(reference, 'release-again')).statusCode).toBe(409);
    expect((await resolve(reference, 'close')).statusCode).toBe(200);
    expect(await reversedList()).not.toContainEqual(expect.objectContaining({ reference }));
  });

  it('a reversal of an unknown payout is a 404 with an audit line', async () => {
    const status = await t.fake.send({
      event: 'payout.reversed',
      data: { id: 'disb-unknown', reference_id: 'PO000000000000', amount: 100, status: 'REVERSED' },
    });
    expect(status).toBe(404);
    const audit = await t.db
      .selectFrom('audit_records')
      .select('outcome')
      .where('action', '=', 'payments.callback')
      .where('target', '=', 'PO000000000000')
      .execute();
    expect(audit).toEqual([{ outcome: 'refused' }]);
  });
});
