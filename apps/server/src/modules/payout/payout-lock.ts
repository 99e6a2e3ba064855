import type { Db } from '../../db/database.ts';
import type { Actor } from '../order/order.ts';
import { lockOrder } from '../order/order-access.ts';
import {
  findPayoutByReference,
  listOrderPayouts,
  type PayoutWithStatus,
} from './payouts.repository.ts';

/** A payout event as the gateway reports it (webhook, status query or look-up). */
export type PayoutOutcome =
  | { type: 'payout.succeeded'; payoutId: string; reference: string; amount: number }
  | { type: 'payout.failed'; payoutId?: string; reference: string; failureCode: string }
  | { type: 'payout.reversed'; payoutId: string; reference: string; failureCode?: string };

export class UnknownPayout extends Error {
  override name = 'UnknownPayout';
}

export const PROVIDER_ACTOR = (provider: string) => `provider:${provider}` as Actor;

/** Whether the payout had its outcome (success or failure): a later answer of either is a repeat. */
export function isFinal(status: PayoutWithStatus['status']): boolean {
  return status !== 'requested' && status !== 'pending';
}

/**
 * Locks the payout's order (every change of a payout goes through it), then reads the order's
 * payouts under the lock: the payout as it is now, and the others beside it.
 */
export async function lockedPayout(tx: Db, reference: string) {
  const found = await findPayoutByReference(tx, reference);
  if (!found) throw new UnknownPayout(`no payout ${reference}`);
  const order = await lockOrder(tx, found.order_id);
  const payouts = await listOrderPayouts(tx, found.order_id);
  return { order, payout: payouts.find((p) => p.reference === reference)!, payouts };
}
