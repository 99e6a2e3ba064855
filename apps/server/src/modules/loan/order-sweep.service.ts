import { DECISION_WITHIN_DAYS } from '@loan/contract';
import type { LoanDeps } from './loan-deps.ts';
import { listOrderIdsToSweep, lockOrderRow } from './order.repository.ts';
import { toOrder } from './order.ts';
import { syncWithClock } from './order-lifecycle.service.ts';

const DAY_MS = 86_400_000;

export interface SweepResult {
  checked: number;
  changes: Array<{ orderId: string; from: number; to: number }>;
}

/** Applies the clock to every order it may move (the operators' tick and the background sweep). */
export async function sweepOrders(deps: LoanDeps): Promise<SweepResult> {
  const now = deps.clock.now();
  const decideBefore = new Date(now.getTime() - DECISION_WITHIN_DAYS * DAY_MS);
  const ids = await listOrderIdsToSweep(deps.db, decideBefore);
  const changes: SweepResult['changes'] = [];
  for (const id of ids) {
    // One short transaction per order, so a long sweep never holds many locks.
    const change = await deps.db.transaction().execute(async (tx) => {
      const before = toOrder(await lockOrderRow(tx, id));
      const after = await syncWithClock(tx, deps, before, now);
      return { orderId: before.publicId, from: before.status, to: after.status };
    });
    if (change.from !== change.to) changes.push(change);
  }
  return { checked: ids.length, changes };
}
