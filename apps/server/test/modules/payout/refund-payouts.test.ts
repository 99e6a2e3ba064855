import { endpoints } from '@loan/contract';
import { daysBetween } from '@loan/loan-engine';
import { describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { checkOpenPayments } from '../../../src/modules/payments/payment-status-check.service.ts';
import { call } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { acceptedLoan, OPS_ENV, ops } from '../../helpers/loan.ts';
import { generateCode, paidEvent, sendCallback } from '../../helpers/repayment.ts';
import { useXenditApp } from '../../helpers/xendit-app.ts';

const GCASH = 20001;
const DAY = 24 * 60 * 60_000;

describe('refunds of credit through a payout (against the local fake Xendit)', () => {
  const t = useXenditApp({ ...OPS_ENV, LOG_LEVEL: 'error' });

  const payoutAt = (reference: string) =>
    [...t.fake.payouts.values()].find((p) => p.reference_id === reference)!;
  const ledger = async (orderId: string) =>
    (await ops(t.app, 'GET', `/orders/${orderId}/ledger`)).body.data;
  const refund = (orderId: string, amount: number) =>
    ops(t.app, 'POST', `/orders/${orderId}/refund-payouts`, {
      body: { amount, reason: 'paid twice by mistake' },
    });
  const refundsBooked = async (orderId: string) =>
    (await ledger(orderId)).entries.filter((e: { type: string }) => e.type === 'refund');

  /** A released loan whose borrower paid ₱100 more than it owed on the due day. */
  async function loanWithCredit() {
    const { orderId, sessionid } = await acceptedLoan(t.app);
    const answer = await ops(t.app, 'POST', `/orders/${orderId}/disburse`);
    await t.fake.settlePayout(payoutAt(answer.body.data.payouts[0].reference).id, 'SUCCEEDED');
    const { dueDate } = (await ops(t.app, 'GET', `/orders/${orderId}`)).body.data;
    t.clock.advance(daysBetween(phDate(t.clock.now()), dueDate) * DAY);
    const due = (await ledger(orderId)).balances.amountDue;
    const code = (
      await generateCode(t.app, sessionid, { orderId, amount: due, channelNumber: GCASH })
    ).body.data!;
    const cash = await ops(t.app, 'POST', `/orders/${orderId}/payments`, {
      body: { amount: 10_000, reference: `CASH-${orderId}` },
    });
    expect(cash.body.code).toBe(0);
    await t.fake.pay(t.fake.byReference(code.payCode)!.payment_request_id);
    expect((await ledger(orderId)).balances.credit).toBe(10_000);
    return { orderId, sessionid };
  }

  it('books the refund only when its payout succeeds; a failure leaves the credit', async () => {
    const { orderId } = await loanWithCredit();
    const above = await refund(orderId, 10_001);
    expect(above.statusCode).toBe(422);
    expect(above.body.message).toContain('cannot be refunded');

    const first = await refund(orderId, 6_000);
    expect(first.statusCode).toBe(200);
    const [asked] = first.body.data.payouts;
    expect(asked).toMatchObject({ purpose: 'refund', status: 'pending', amount: 6_000 });
    expect(payoutAt(asked.reference)).toMatchObject({ amount: 60, account_number: '09171230000' });
    expect(await refundsBooked(orderId)).toEqual([]);
    expect((await refund(orderId, 1_000)).statusCode).toBe(409);

    await t.fake.settlePayout(payoutAt(asked.reference).id, { failureCode: 'INVALID_DESTINATION' });
    expect(await refundsBooked(orderId)).toEqual([]);
    expect((await ledger(orderId)).balances.credit).toBe(10_000);

    const second = (await refund(orderId, 6_000)).body.data.payouts[0];
    expect(second.reference).not.toBe(asked.reference);
    await t.fake.settlePayout(payoutAt(second.reference).id, 'SUCCEEDED');
    const paid = JSON.parse(t.fake.webhooksSent.at(-1)!.body);
    expect(await t.fake.send(paid)).toBe(200);
    expect(await refundsBooked(orderId)).toMatchObject([{ amount: 6_000 }]);
    expect((await ledger(orderId)).balances.credit).toBe(4_000);
    const events = (await ops(t.app, 'GET', `/orders/${orderId}`)).body.data.events;
    expect(events.filter((e: { event: string }) => e.event === 'refund')).toHaveLength(1);

    // The refund comes back: its entry is reversed, the credit is the borrower's again, once.
    expect(await t.fake.reversePayout(payoutAt(second.reference).id)).toBe(200);
    const reversal = JSON.parse(t.fake.webhooksSent.at(-1)!.body);
    expect(await t.fake.send(reversal)).toBe(200);
    expect((await ledger(orderId)).balances.credit).toBe(10_000);
    const listed = (await ops(t.app, 'GET', '/payouts/reversed')).body.data.payouts;
    expect(listed).toContainEqual(
      expect.objectContaining({ reference: second.reference, actions: ['close'] }),
    );
  });

  it('a refund answered 429 with nothing made is sent again by the check, then booked', async () => {
    const { orderId } = await loanWithCredit();
    t.fake.troubleNextPayout({ status: 429, errorCode: 'RATE_LIMIT_EXCEEDED' });
    const asked = (await refund(orderId, 4_000)).body.data.payouts[0];
    expect(asked).toMatchObject({ purpose: 'refund', status: 'requested' });
    t.clock.advance(16 * 60_000);
    await checkOpenPayments(t.app);
    const made = payoutAt(asked.reference);
    expect(made).toMatchObject({ amount: 40, status: 'ACCEPTED' });
    await t.fake.settlePayout(made.id, 'SUCCEEDED');
    expect(await refundsBooked(orderId)).toMatchObject([{ amount: 4_000 }]);
    expect((await ledger(orderId)).balances.credit).toBe(6_000);
  });

  it('a refund answered with a duplicate error is looked up and booked once', async () => {
    const { orderId, sessionid } = await loanWithCredit();
    t.fake.troubleNextPayout({
      status: 400,
      errorCode: 'DUPLICATE_TRANSACTION_ERROR',
      made: 'SUCCEEDED',
    });
    const answer = await refund(orderId, 10_000);
    expect(answer.body.data.payouts[0]).toMatchObject({ purpose: 'refund', status: 'succeeded' });
    expect(await refundsBooked(orderId)).toHaveLength(1);
    expect((await ledger(orderId)).balances.credit).toBe(0);
    expect((await refund(orderId, 1)).statusCode).toBe(422);
    // The history and the receipt of the payment that overpaid say it was refunded.
    const history = await call(t.app, endpoints.repaymentHistory, { orderId }, { sessionid });
    const overpaid = history.body.data!.payments.filter((p) => p.allocation.unapplied > 0);
    expect(overpaid.map((p) => [p.allocation.unapplied, p.creditRefunded])).toEqual([
      [10_000, 10_000],
    ]);
    const receipt = await call(
      t.app,
      endpoints.repaymentReceipt,
      { receiptNo: overpaid[0]!.receiptNo },
      { sessionid },
    );
    expect(receipt.body.data).toMatchObject({ creditRefunded: 10_000 });
  });
});

describe('refunds of credit through a sandbox payout', () => {
  const t = useTestApp({ env: OPS_ENV });
  const ledger = async (orderId: string) =>
    (await ops(t.app, 'GET', `/orders/${orderId}/ledger`)).body.data;

  it('pays at once: the refund is booked with the answer, and not above the credit', async () => {
    const { orderId, sessionid } = await acceptedLoan(t.app);
    await ops(t.app, 'POST', `/orders/${orderId}/disburse`);
    const { dueDate } = (await ops(t.app, 'GET', `/orders/${orderId}`)).body.data;
    t.clock.advance(daysBetween(phDate(t.clock.now()), dueDate) * DAY);
    const due = (await ledger(orderId)).balances.amountDue;
    const code = (
      await generateCode(t.app, sessionid, { orderId, amount: due, channelNumber: GCASH })
    ).body.data!;
    await ops(t.app, 'POST', `/orders/${orderId}/payments`, {
      body: { amount: 2_500, reference: `CASH-${orderId}` },
    });
    expect((await sendCallback(t.app, paidEvent(code.payCode, due))).body.result).toBe('booked');
    expect((await ledger(orderId)).balances.credit).toBe(2_500);

    const body = { amount: 2_500, reason: 'paid twice' };
    const answer = await ops(t.app, 'POST', `/orders/${orderId}/refund-payouts`, { body });
    expect(answer.body.data.payouts[0]).toMatchObject({ purpose: 'refund', status: 'succeeded' });
    expect((await ledger(orderId)).balances.credit).toBe(0);
    const again = await ops(t.app, 'POST', `/orders/${orderId}/refund-payouts`, { body });
    expect(again.statusCode).toBe(422);
  });
});
