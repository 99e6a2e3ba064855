import { randomInt } from 'node:crypto';
import { BUSINESS_CODE } from '@loan/contract';
import { creditOf } from '@loan/loan-engine';
import { AppError } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money-format.ts';
import { entriesOf } from '../ledger/ledger.service.ts';
import { findOrderByAnyId } from '../ledger/ledger-ops.service.ts';
import { BORROWED_STATUSES } from '../order/order.ts';
import { lockOrder } from '../order/order-access.ts';
import { syncWithClock } from '../order/order-lifecycle.service.ts';
import { findPayoutAccountRow } from './payout-account.repository.ts';
import { lockedPayout } from './payout-lock.ts';
import {
  type OpenedPayout,
  opened,
  payoutsOfOrder,
  type ReleaseDeps,
  sendPayout,
} from './payout-release.service.ts';
import { appendPayoutEvent, insertPayoutRow, listOrderPayouts } from './payouts.repository.ts';

export interface RefundPayoutInput {
  amount: number;
  reason: string;
}

const refused = (status: number, message: string) =>
  new AppError(BUSINESS_CODE.payoutRefused, message, status);

/**
 * Refunds part or all of a borrower's credit through a payout to their own bound account
 * (decision 0065). Nothing is booked now: the refund entry is booked when the payout succeeds;
 * a failure leaves the credit. Refused above the credit, and while another refund is on its way.
 */
export async function refundThroughPayout(
  deps: ReleaseDeps,
  publicId: string,
  input: RefundPayoutInput,
  actor: string,
) {
  const found = await findOrderByAnyId(deps.db, publicId);
  const money = (n: number) => formatMoney(n, deps.config.brand);
  const payout = await deps.db.transaction().execute(async (tx): Promise<OpenedPayout> => {
    const now = deps.clock.now();
    const order = await syncWithClock(tx, deps, await lockOrder(tx, found.id), now);
    if (!order.releaseDate || !BORROWED_STATUSES.includes(order.status)) {
      throw refused(409, `Order ${order.publicId} has not been released (status ${order.status})`);
    }
    const open = (await listOrderPayouts(tx, order.id)).find(
      (p) => p.purpose === 'refund' && (p.status === 'requested' || p.status === 'pending'),
    );
    if (open) {
      throw refused(409, `Refund ${open.reference} of order ${order.publicId} is on its way`);
    }
    const credit = creditOf(await entriesOf(tx, order.id));
    if (input.amount > credit) {
      throw refused(
        422,
        `The credit is ${money(credit)}: ${money(input.amount)} cannot be refunded`,
      );
    }
    const account = await findPayoutAccountRow(tx, order.userId);
    if (!account) {
      throw new AppError(
        BUSINESS_CODE.noPayoutAccount,
        `The borrower of order ${order.publicId} has no bound account to refund to`,
        409,
      );
    }
    const reference = newRefundReference();
    const row = await insertPayoutRow(tx, {
      order_id: order.id,
      payout_account_id: account.id,
      provider: deps.payments.name,
      reference,
      amount: input.amount,
      channel_code: account.bank_code ?? String(account.channel_number),
      requested_by: actor,
      created_at: now,
      purpose: 'refund',
    });
    await appendPayoutEvent(tx, {
      payout_id: row.id,
      status: 'requested',
      note: `refund of credit requested by ${actor}: ${input.reason}`,
      at: now,
    });
    return opened(deps, order, account, reference, input.amount);
  });
  await sendPayout(deps, payout, `Refund ${payout.orderPublicId}`);
  return { orderId: found.publicId, payouts: await payoutsOfOrder(deps.db, found.id) };
}

/**
 * A refund payout never answered (the payout check): sent again under its key, to the account
 * it was opened for; nothing if it has moved on meanwhile.
 */
export async function resendRefund(deps: ReleaseDeps, reference: string): Promise<void> {
  const payout = await deps.db.transaction().execute(async (tx) => {
    const { order, payout: locked } = await lockedPayout(tx, reference);
    if (locked.status !== 'requested') return undefined;
    const account = await findPayoutAccountRow(tx, order.userId);
    if (account?.id !== locked.payout_account_id) return undefined;
    return opened(deps, order, account, locked.reference, locked.amount);
  });
  if (payout) await sendPayout(deps, payout, `Refund ${payout.orderPublicId}`);
}

function newRefundReference(): string {
  const digits = Array.from({ length: 12 }, () => String(randomInt(10))).join('');
  return `RF${digits}`;
}
