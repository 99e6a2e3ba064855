import { ORDER_STATUS } from '@loan/contract';
import type { LoanDeps } from './loan-deps.ts';
import { lockOrderRow } from './order.repository.ts';
import { BORROWED_STATUSES, toOrder } from './order.ts';
import { findOwnOrder, statusConflict } from './order-access.ts';
import { disburse, recordTransition, syncWithClock } from './order-lifecycle.service.ts';

/**
 * The borrower accepts an approved loan. Idempotent: accepting again, or after the money went
 * out, answers with the current status. In immediate mode the loan is released at once.
 */
export async function withdrawLoan(deps: LoanDeps, userId: string, orderId: string) {
  const found = await findOwnOrder(deps.db, userId, orderId);
  const status = await deps.db.transaction().execute(async (tx) => {
    const now = deps.clock.now();
    let order = await syncWithClock(tx, deps, toOrder(await lockOrderRow(tx, found.id)), now);
    if (BORROWED_STATUSES.includes(order.status)) return order.status;
    if (order.status !== ORDER_STATUS.approved) {
      throw statusConflict('This loan is not approved, so it cannot be withdrawn');
    }
    if (!order.withdrawnAt) {
      const event = { actor: 'borrower' as const, note: 'accepted the loan', now };
      order = await recordTransition(tx, order, order.status, event, { withdrawn_at: now });
    }
    if (deps.config.loanDecision === 'immediate') {
      order = await disburse(tx, deps, order, 'system:decision', now);
    }
    return order.status;
  });
  return { orderStatus: status };
}
