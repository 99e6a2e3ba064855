import { BUSINESS_CODE, ORDER_STATUS } from '@loan/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { checkOpenPayments } from '../../../src/modules/payments/payment-status-check.service.ts';
import { ordersPaidOutTwice } from '../../../src/modules/payout/payout-check.service.ts';
import { acceptedLoan, OPS_ENV, ops, statusOf } from '../../helpers/loan.ts';
import { useXenditApp } from '../../helpers/xendit-app.ts';

const MINUTE = 60_000;

describe('payouts exactly once (against the local fake Xendit)', () => {
  const t = useXenditApp({ ...OPS_ENV, LOG_LEVEL: 'error' });

  const release = (orderId: string) => ops(t.app, 'POST', `/orders/${orderId}/disburse`);
  const payoutsOf = async (orderId: string) =>
    (await ops(t.app, 'GET', `/orders/${orderId}`)).body.data.payouts as Array<{
      reference: string;
      status: string;
    }>;
  const atGateway = (reference: string) =>
    [...t.fake.payouts.values()].filter((p) => p.reference_id === reference);
  const eventsOf = async (reference: string) =>
    (
      await t.db
        .selectFrom('payout_events')
        .innerJoin('payouts', 'payouts.id', 'payout_events.payout_id')
        .select('payout_events.status')
        .where('payouts.reference', '=', reference)
        .orderBy('payout_events.id')
        .execute()
    ).map((e) => e.status);
  const runCheck = async () => {
    t.clock.advance(16 * MINUTE);
    return checkOpenPayments(t.app);
  };
  /** "No order has two successful payouts": the soak's invariant, over the whole database. */
  const paidOutTwice = () => ordersPaidOutTwice(t.app);
  afterEach(async () => {
    expect(await paidOutTwice()).toEqual([]);
  });

  it('a duplicate error is looked up: the payout found paid releases the loan, once', async () => {
    const { orderId } = await acceptedLoan(t.app);
    t.fake.troubleNextPayout({
      status: 400,
      errorCode: 'DUPLICATE_TRANSACTION_ERROR',
      made: 'SUCCEEDED',
    });
    const answer = await release(orderId);
    expect(answer.statusCode).toBe(200);
    const [payout] = await payoutsOf(orderId);
    expect(payout!.status).toBe('succeeded');
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.disbursed);
    expect(await eventsOf(payout!.reference)).toEqual(['requested', 'succeeded']);
    expect(atGateway(payout!.reference)).toHaveLength(1);
    const lookup = t.fake.calls.find((c) => c.path.startsWith('/v2/payouts?reference_id='));
    expect(lookup?.path).toBe(`/v2/payouts?reference_id=${payout!.reference}`);
  });

  it('a 409 is looked up: the payout found pending waits, and no second release goes out', async () => {
    const { orderId } = await acceptedLoan(t.app);
    t.fake.troubleNextPayout({ status: 409, errorCode: 'DUPLICATE_ERROR', made: 'ACCEPTED' });
    await release(orderId);
    const [payout] = await payoutsOf(orderId);
    expect(payout!.status).toBe('pending');
    const again = await release(orderId);
    expect(again.statusCode).toBe(409);
    expect(again.body.code).toBe(BUSINESS_CODE.payoutRefused);
    expect(again.body.message).toContain(`payout ${payout!.reference} pending`);
    const [made] = atGateway(payout!.reference);
    await t.fake.settlePayout(made!.id, 'SUCCEEDED');
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.disbursed);
    expect(await payoutsOf(orderId)).toHaveLength(1);
  });

  it('a 429 with nothing at the gateway stays requested; the check sends it again under its key', async () => {
    const { orderId } = await acceptedLoan(t.app);
    t.fake.troubleNextPayout({ status: 429, errorCode: 'RATE_LIMIT_EXCEEDED' });
    await release(orderId);
    const [payout] = await payoutsOf(orderId);
    expect(payout!.status).toBe('requested');
    expect(atGateway(payout!.reference)).toHaveLength(0);
    expect((await release(orderId)).statusCode).toBe(409);
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.approved);

    await runCheck();
    const made = atGateway(payout!.reference);
    expect(made).toHaveLength(1);
    expect((await payoutsOf(orderId))[0]!.status).toBe('pending');
    await t.fake.settlePayout(made[0]!.id, 'SUCCEEDED');
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.disbursed);
  });

  it('a 5xx is looked up: a payout found failed is failed, and a new release may follow', async () => {
    const { orderId } = await acceptedLoan(t.app);
    t.fake.troubleNextPayout({ status: 503, made: { failureCode: 'INVALID_DESTINATION' } });
    await release(orderId);
    const [first] = await payoutsOf(orderId);
    expect(first).toMatchObject({ status: 'failed', failureCode: 'INVALID_DESTINATION' });
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.approved);
    const second = await release(orderId);
    expect(second.statusCode).toBe(200);
    expect(second.body.data.payouts[0].reference).not.toBe(first!.reference);
  });

  it('a time-out whose look-up fails too stays unknown; the check finds it paid', async () => {
    const { orderId } = await acceptedLoan(t.app);
    t.fake.troubleNextPayout({ status: 0, hangUp: true, made: 'SUCCEEDED' });
    t.fake.failNextPayoutLookup(503);
    await release(orderId);
    const [payout] = await payoutsOf(orderId);
    expect(payout!.status).toBe('requested');
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.approved);
    expect((await release(orderId)).statusCode).toBe(409);

    // The check sends it again under the same key: Xendit answers the payout it made.
    await runCheck();
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.disbursed);
    expect(atGateway(payout!.reference)).toHaveLength(1);
    expect(await eventsOf(payout!.reference)).toEqual(['requested', 'succeeded']);
  });

  it('a time-out with nothing made is sent again; a time-out found pending waits', async () => {
    const { orderId } = await acceptedLoan(t.app);
    t.fake.troubleNextPayout({ status: 0, hangUp: true });
    await release(orderId);
    const [payout] = await payoutsOf(orderId);
    expect(payout!.status).toBe('requested');
    t.fake.troubleNextPayout({ status: 0, hangUp: true, made: 'ACCEPTED' });
    await runCheck();
    expect((await payoutsOf(orderId))[0]!.status).toBe('pending');
    expect(atGateway(payout!.reference)).toHaveLength(1);
  });

  it('one payout the gateway does not know stops no other in the check', async () => {
    const lost = (await acceptedLoan(t.app)).orderId;
    const found = (await acceptedLoan(t.app)).orderId;
    await release(lost);
    await release(found);
    const [gone] = await payoutsOf(lost);
    const [paid] = await payoutsOf(found);
    t.fake.payouts.delete(atGateway(gone!.reference)[0]!.id);
    await t.fake.settlePayout(atGateway(paid!.reference)[0]!.id, 'SUCCEEDED', { send: false });
    await runCheck();
    expect((await payoutsOf(lost))[0]!.status).toBe('pending');
    expect(await statusOf(t.app, found)).toBe(ORDER_STATUS.disbursed);
  });

  it('50 releases at once open one payout; the others are told a payout may exist', async () => {
    const { orderId } = await acceptedLoan(t.app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => release(orderId)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.every((a) => a.body.code === BUSINESS_CODE.payoutRefused)).toBe(true);
    const payouts = await payoutsOf(orderId);
    expect(payouts).toHaveLength(1);
    expect(atGateway(payouts[0]!.reference)).toHaveLength(1);
    expect(await paidOutTwice()).toEqual([]);
  });
});
