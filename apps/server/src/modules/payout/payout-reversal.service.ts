import { ORDER_STATUS } from '@loan/contract';
import { type EntryDraft, effectiveEntries, NO_PORTIONS } from '@loan/loan-engine';
import type { Db } from '../../db/database.ts';
import { phDate } from '../../lib/ph-date.ts';
import { recordGatewayAudit } from '../audit/audit.service.ts';
import { appendEntries, type BookedEntry, entriesOf } from '../ledger/ledger.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import type { Order } from '../order/order.ts';
import { bookOnOrder } from '../order/order-ledger.ts';
import { recordBooking, recordTransition } from '../order/order-lifecycle.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { type PayoutOutcome, PROVIDER_ACTOR } from './payout-lock.ts';
import { appendPayoutEvent, type PayoutWithStatus } from './payouts.repository.ts';
import { refundKey } from './refund-booking.ts';

/** What the release booked, and the clock after it: undone with the release. */
const RELEASE_ENTRIES: readonly EntryDraft['type'][] = [
  'disbursement',
  'service_fee',
  'scheduled_interest',
  'penalty',
  'default_interest',
];

/** The order's columns as before its release: the loan's figures went with it. */
const UNRELEASED = {
  release_date: null,
  due_date: null,
  schedule: null,
  paid_penalty: 0,
  paid_interest: 0,
  paid_principal: 0,
  penalty_charged: false,
  default_interest_carried: 0,
  default_accrued_through: null,
  rollovers: 0,
  disbursed_at: null,
  settled_at: null,
};

type Deps = Omit<LoanDeps, 'log'> & { payments: PaymentProvider };
type Reversal = Extract<PayoutOutcome, { type: 'payout.reversed' }>;

/**
 * The gateway reversed a payout (decision 0065), once, whenever it says so (before or after its
 * success, by webhook or status query): the payout is held as reversed until an operator resolves
 * it; a release that was booked is undone by reversal entries with the reason, and the order
 * goes back to approved (151), held; an audit line tells the operators. A loan the borrower
 * already paid on keeps its entries and status: the operator untangles it.
 */
export async function applyPayoutReversal(
  tx: Db,
  deps: Deps,
  order: Order,
  payout: PayoutWithStatus,
  outcome: Reversal,
  now: Date,
): Promise<'reversed' | 'duplicate'> {
  // Reversed, resolved or failed already: a repeat, or a late word on a payout that is over.
  if (!['requested', 'pending', 'succeeded'].includes(payout.status)) return 'duplicate';
  const code = outcome.failureCode ?? 'REVERSED';
  const reason = `payout ${payout.reference} reversed by ${deps.payments.name} (${code})`;
  const appended = await appendPayoutEvent(tx, {
    payout_id: payout.id,
    status: 'reversed',
    provider_payout_id: outcome.payoutId,
    failure_code: code,
    note: `${reason}: the money did not stay with the borrower`,
    at: now,
  });
  if (!appended) return 'duplicate';
  const actor = PROVIDER_ACTOR(deps.payments.name);
  if (payout.purpose === 'refund') {
    const ledger = await undoRefund(tx, deps, order, payout, reason, now);
    await recordGatewayAudit(tx, now, {
      actor,
      action: 'payouts.reversed',
      outcome: 'done',
      target: payout.reference,
      reason: `${reason}: the refund came back, the credit stands again`,
      before: { order: order.publicId, status: order.status, payout: payout.status },
      after: { ledger },
    });
    return 'reversed';
  }
  let ledger: 'reversed' | 'untouched' | 'not booked' = 'not booked';
  if (payout.status === 'succeeded') {
    const entries = await entriesOf(tx, order.id);
    const live = effectiveEntries(entries);
    if (live.every((e) => RELEASE_ENTRIES.includes(e.type))) {
      const bookings = live.map((e) => ({
        draft: reversalOf(e, phDate(now)),
        key: `reversal:${e.id}`,
      }));
      await appendEntries(
        tx,
        order.id,
        bookings,
        { by: `gateway:${deps.payments.name}`, reason },
        now,
        entries,
      );
      ledger = 'reversed';
    } else {
      ledger = 'untouched';
    }
  }
  if (ledger !== 'untouched') {
    const note =
      ledger === 'reversed'
        ? `${reason}: the release is undone; held until an operator releases again or cancels`
        : `${reason}: held until an operator releases again or cancels`;
    const patch = ledger === 'reversed' ? UNRELEASED : {};
    await recordTransition(
      tx,
      order,
      ORDER_STATUS.approved,
      { kind: 'release.reversed', actor, note, now },
      patch,
    );
  }
  await recordGatewayAudit(tx, now, {
    actor,
    action: 'payouts.reversed',
    outcome: 'done',
    target: payout.reference,
    reason:
      ledger === 'untouched'
        ? `${reason}: the borrower has paid on order ${order.publicId}; its ledger is left to an operator`
        : reason,
    before: { order: order.publicId, status: order.status, payout: payout.status },
    after: { ledger },
  });
  return 'reversed';
}

/** A refund paid and then reversed: its entry is negated, the credit is the borrower's again. */
async function undoRefund(
  tx: Db,
  deps: Deps,
  order: Order,
  payout: PayoutWithStatus,
  reason: string,
  now: Date,
): Promise<'reversed' | 'not booked'> {
  const entries = await entriesOf(tx, order.id);
  const refund = entries.find((e) => e.idempotencyKey === refundKey(order.id, payout.reference));
  if (!refund) return 'not booked';
  const booking = { draft: reversalOf(refund, phDate(now)), key: `reversal:${refund.id}` };
  const recorder = { by: `gateway:${deps.payments.name}`, reason };
  const booked = await bookOnOrder(tx, order, [booking], recorder, now, entries);
  const event = {
    kind: 'reversal',
    actor: PROVIDER_ACTOR(deps.payments.name),
    note: reason,
    now,
  } as const;
  await recordBooking(tx, order, order.status, event, booked, order.settledAt ?? now);
  return 'reversed';
}

/** A reversal entry that negates one of the release's entries, for the reason recorded with it. */
function reversalOf(e: BookedEntry, day: string): EntryDraft {
  return {
    type: 'reversal',
    effectiveOn: day,
    amount: e.amount,
    ...NO_PORTIONS,
    principal: e.principal,
    interest: e.interest,
    penalty: e.penalty,
    defaultInterest: e.defaultInterest,
    overpayment: e.overpayment,
    details: { reverses: e.type, seq: e.seq },
    reversesEntryId: e.id,
  };
}
