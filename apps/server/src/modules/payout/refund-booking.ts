import { EngineError, planRefund } from '@loan/loan-engine';
import type { Db } from '../../db/database.ts';
import { phDate } from '../../lib/ph-date.ts';
import { recordGatewayAudit } from '../audit/audit.service.ts';
import { entriesOf } from '../ledger/ledger.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import type { Order } from '../order/order.ts';
import { bookOnOrder } from '../order/order-ledger.ts';
import { recordBooking } from '../order/order-lifecycle.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { PROVIDER_ACTOR } from './payout-lock.ts';
import type { PayoutWithStatus } from './payouts.repository.ts';

type Deps = Omit<LoanDeps, 'log'> & { payments: PaymentProvider };

/** The key of a refund paid through a payout: booked once, whatever repeats its success. */
export const refundKey = (orderId: string, reference: string) => `refund:${orderId}:${reference}`;

/**
 * A refund payout succeeded: the money reached the borrower, so the refund entry is booked now
 * (never before). Above the credit (it fell while the payout was on its way) nothing is booked
 * and the operators are told: the money left, the ledger needs a person.
 */
export async function bookRefundPayout(
  tx: Db,
  deps: Deps,
  order: Order,
  payout: PayoutWithStatus,
  now: Date,
): Promise<void> {
  const entries = await entriesOf(tx, order.id);
  const actor = PROVIDER_ACTOR(deps.payments.name);
  let draft: ReturnType<typeof planRefund>;
  try {
    draft = planRefund(entries, phDate(now), payout.amount);
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    await recordGatewayAudit(tx, now, {
      actor,
      action: 'payouts.refund',
      outcome: 'failed',
      target: payout.reference,
      reason: `refund payout ${payout.reference} was paid but is above the credit now (${error.message}): not booked`,
    });
    return;
  }
  const reason = `refund payout ${payout.reference} asked by ${payout.requested_by}, paid through ${deps.payments.name}`;
  const booked = await bookOnOrder(
    tx,
    order,
    [{ draft, key: refundKey(order.id, payout.reference) }],
    { by: `gateway:${deps.payments.name}`, reason },
    now,
    entries,
  );
  if (booked.entries.length === entries.length) return;
  await recordBooking(
    tx,
    order,
    order.status,
    { kind: 'refund', actor, note: `${reason}: credit refunded`, now },
    booked,
    order.settledAt ?? now,
  );
}
