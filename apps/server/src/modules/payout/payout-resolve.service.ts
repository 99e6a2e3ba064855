import { BUSINESS_CODE, ORDER_STATUS } from '@loan/contract';
import type { PAYOUT_RESOLUTIONS } from '@loan/contract/ops-schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../order/order.ts';
import { recordTransition } from '../order/order-lifecycle.service.ts';
import { findOrderById } from '../order/order-reads.service.ts';
import { shownAccount } from './account-text.ts';
import { lockedPayout } from './payout-lock.ts';
import { type ReleaseDeps, releaseLoan } from './payout-release.service.ts';
import {
  appendPayoutEvent,
  findPayoutByReference,
  listOrderPayouts,
  listReversedPayouts,
} from './payouts.repository.ts';

const LIST_LIMIT = 200;

type Resolution = (typeof PAYOUT_RESOLUTIONS)[number];

/** Whether the order is held at approved by the reversal (its release undone). */
const heldAt = (status: number) => status === ORDER_STATUS.approved;

/** Reversed payouts awaiting an operator, oldest first, with what may be done about each. */
export async function reversedPayouts(deps: Pick<ReleaseDeps, 'db' | 'config'>) {
  const rows = await listReversedPayouts(deps.db, LIST_LIMIT);
  const items = [];
  for (const row of rows) {
    const order = await findOrderById(deps.db, row.order_id);
    if (!order) continue;
    const held = row.purpose === 'release' && heldAt(order.status);
    const actions: Resolution[] = held ? ['release-again', 'cancel'] : ['close'];
    items.push({
      reference: row.reference,
      orderId: order.publicId,
      orderStatus: order.status,
      amount: row.amount,
      failureCode: row.failure_code,
      reversedAt: row.status_at.toISOString(),
      account: shownAccount(deps.config.accountEncryptionKey, row),
      actions,
    });
  }
  return { payouts: items };
}

function notReversed(reference: string) {
  return new AppError(
    BUSINESS_CODE.payoutRefused,
    `Payout ${reference} is not awaiting resolution (not reversed, or resolved already)`,
    409,
  );
}

function notHeld(orderId: string, status: number) {
  return new AppError(
    BUSINESS_CODE.payoutRefused,
    `Order ${orderId} has payments (status ${status}): reverse them first; close records that it was untangled`,
    409,
  );
}

/**
 * An operator resolves a reversed payout: `release-again` sends a new payout to the borrower's
 * bound account as it is now (they may have bound a corrected one); `cancel` ends the held loan
 * (151 -> 21); `close` records that a loan the borrower had paid on was untangled by hand.
 */
export async function resolveReversedPayout(
  deps: ReleaseDeps,
  reference: string,
  action: Resolution,
  note: string,
  operator: Actor,
) {
  const { db } = deps;
  const payout = await findPayoutByReference(db, reference);
  if (!payout) throw new AppError(BUSINESS_CODE.payoutRefused, `No payout ${reference}`, 404);
  if (payout.status !== 'reversed') throw notReversed(reference);
  if (action === 'release-again') {
    const order = await findOrderById(db, payout.order_id);
    if (payout.purpose !== 'release' || !heldAt(order!.status)) {
      throw notHeld(order!.publicId, order!.status);
    }
    await releaseLoan(deps, payout.order_id, operator, { resolves: reference });
    return resolvedView(deps, payout.order_id);
  }
  await db.transaction().execute(async (tx) => {
    const { order, payout: locked } = await lockedPayout(tx, reference);
    if (locked.status !== 'reversed') throw notReversed(reference);
    const held = locked.purpose === 'release' && heldAt(order.status);
    if (held && action === 'close') {
      throw new AppError(
        BUSINESS_CODE.payoutRefused,
        `Order ${order.publicId} is held by the reversal: release again or cancel it`,
        409,
      );
    }
    if (!held && action === 'cancel') throw notHeld(order.publicId, order.status);
    const now = deps.clock.now();
    await appendPayoutEvent(tx, {
      payout_id: locked.id,
      status: 'resolved',
      note: `${action === 'cancel' ? 'cancelled' : 'closed'} by ${operator}: ${note}`,
      at: now,
    });
    if (action === 'cancel') {
      await recordTransition(tx, order, ORDER_STATUS.rejected, {
        kind: 'release.cancelled',
        actor: operator,
        note: `payout ${reference} was reversed; cancelled: ${note}`,
        now,
      });
    }
  });
  return resolvedView(deps, payout.order_id);
}

async function resolvedView(deps: Pick<ReleaseDeps, 'db'>, orderId: string) {
  const order = await findOrderById(deps.db, orderId);
  const payouts = await listOrderPayouts(deps.db, orderId);
  return {
    orderId: order!.publicId,
    orderStatus: order!.status,
    payouts: payouts.map((p) => ({ reference: p.reference, status: p.status })),
  };
}
