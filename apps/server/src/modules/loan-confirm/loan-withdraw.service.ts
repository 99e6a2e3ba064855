import { BUSINESS_CODE, ORDER_STATUS } from '@loan/contract';
import { AppError } from '../../lib/app-error.ts';
import { runIdempotent } from '../idempotency/idempotency.ts';
import { BORROWED_STATUSES } from '../order/order.ts';
import { findOwnOrder, lockOrder, statusConflict } from '../order/order-access.ts';
import { recordTransition, syncWithClock } from '../order/order-lifecycle.service.ts';
import { hasPayoutAccount } from '../payout/payout.service.ts';
import { type ReleaseDeps, releaseLoan } from '../payout/payout-release.service.ts';

export const PAYOUT_ACCOUNT_FIRST =
  'Add a payout account before you accept the loan: it is where we send the money.';

/**
 * The borrower accepts an approved loan, only with a payout account to send it to. Idempotent:
 * accepting again, or after the money went out, answers with the current status; a repeat with
 * the same Idempotency-Key answers as the first call did. In immediate mode the loan is released
 * at once: a payout to the bound account.
 */
export async function withdrawLoan(
  deps: ReleaseDeps,
  userId: string,
  orderId: string,
  idempotencyKey?: string,
) {
  const found = await findOwnOrder(deps.db, userId, orderId);
  const now = deps.clock.now();
  const call = { userId, scope: 'loan-withdraw', key: idempotencyKey, request: { orderId }, now };
  const status = await runIdempotent(deps.db, call, async (tx) => {
    let order = await syncWithClock(tx, deps, await lockOrder(tx, found.id), now);
    if (BORROWED_STATUSES.includes(order.status)) return order.status;
    if (order.status !== ORDER_STATUS.approved) {
      throw statusConflict('This loan is not approved, so it cannot be withdrawn');
    }
    const hasAccount = await hasPayoutAccount(tx, userId);
    if (!order.withdrawnAt) {
      if (!hasAccount) throw new AppError(BUSINESS_CODE.noPayoutAccount, PAYOUT_ACCOUNT_FIRST);
      const event = {
        kind: 'borrower.accept',
        actor: 'borrower',
        note: 'accepted the loan',
        now,
      } as const;
      order = await recordTransition(tx, order, order.status, event, { withdrawn_at: now });
    }
    return order.status;
  });
  // Released at once only to a bound account; otherwise the order page asks for one first.
  const release =
    deps.config.loanDecision === 'immediate' &&
    status === ORDER_STATUS.approved &&
    (await hasPayoutAccount(deps.db, userId));
  if (!release) return { orderStatus: status };
  // Accepting again while the payout is on its way changes nothing.
  await releaseLoan(deps, found.id, 'system:decision', { whenOpen: 'skip' });
  return { orderStatus: (await findOwnOrder(deps.db, userId, orderId)).status };
}
