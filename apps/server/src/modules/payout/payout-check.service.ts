import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../order/order.ts';
import {
  type ProviderEvent,
  ProviderRefused,
  ProviderUnavailable,
} from '../payments/payment-provider.ts';
import { resendRefund } from './payout-refund.service.ts';
import {
  applyPayoutOutcome,
  type PayoutOutcome,
  type ReleaseDeps,
  releaseLoan,
  UnknownPayout,
} from './payout-release.service.ts';
import {
  listOpenPayouts,
  listOrdersPaidOutTwice,
  listSucceededPayouts,
} from './payouts.repository.ts';

const BATCH = 100;

function isPayoutOutcome(event: ProviderEvent | null): event is ProviderEvent & PayoutOutcome {
  return (
    event?.type === 'payout.succeeded' ||
    event?.type === 'payout.failed' ||
    event?.type === 'payout.reversed'
  );
}

/**
 * Payouts without an outcome since `before`: one never sent, or whose answer was lost, is sent
 * again (same idempotency key, then looked up if the answer is unclear again); one on its way is
 * asked about, and its outcome (succeeded, failed, reversed) applied as its webhook would.
 */
export async function checkOpenPayouts(deps: ReleaseDeps, before: Date): Promise<number> {
  let changed = 0;
  for (const payout of await listOpenPayouts(deps.db, before, BATCH)) {
    if (payout.provider !== deps.payments.name) continue;
    try {
      if (payout.status === 'requested' || !payout.provider_payout_id) {
        if (payout.purpose === 'refund') await resendRefund(deps, payout.reference);
        else {
          await releaseLoan(deps, payout.order_id, payout.requested_by as Actor, {
            whenOpen: 'resend',
          });
        }
        changed += 1;
        continue;
      }
      const event = await deps.payments.queryPayout({
        reference: payout.reference,
        providerPayoutId: payout.provider_payout_id,
      });
      if (!isPayoutOutcome(event)) continue;
      await deps.db.transaction().execute((tx) => applyPayoutOutcome(tx, deps, event));
      changed += 1;
    } catch (error) {
      // One payout's refusal (an amount that does not match, a status that moved) stops no other.
      const known =
        error instanceof ProviderUnavailable ||
        error instanceof ProviderRefused ||
        error instanceof UnknownPayout ||
        error instanceof AppError;
      if (!known) throw error;
      deps.log.warn({ reference: payout.reference, err: error.message }, 'payout check failed');
    }
  }
  return changed;
}

/** Our payouts that succeeded between the instants (reconciliation). */
export async function succeededPayouts(deps: Pick<ReleaseDeps, 'db'>, from: Date, to: Date) {
  const rows = await listSucceededPayouts(deps.db, from, to);
  return rows.map((row) => ({
    reference: row.reference,
    amount: row.amount,
    provider: row.provider,
  }));
}

/** The orders paid out twice (a soak invariant and a test's): none, whatever the gateway did. */
export async function ordersPaidOutTwice(deps: Pick<ReleaseDeps, 'db'>): Promise<string[]> {
  return (await listOrdersPaidOutTwice(deps.db)).map((row) => row.order_id);
}
