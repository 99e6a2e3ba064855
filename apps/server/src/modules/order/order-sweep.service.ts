import { DECISION_WITHIN_DAYS } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { phDate } from '../../lib/ph-date.ts';
import type { LoanDeps } from './loan-deps.ts';
import {
  listLateApplicationIds,
  listLoanIdsToMove,
  lockOrderRowsForSweep,
  type SweepCursor,
} from './order.repository.ts';
import { toOrder } from './order.ts';
import { keepClockDate, syncWithClock } from './order-lifecycle.service.ts';

const DAY_MS = 86_400_000;
export const SWEEP_BATCH_SIZE = 200;
// Batches in flight at once: each waits on round trips more than on either machine, and four of
// the pool's ten connections still leave the rest to borrowers.
export const SWEEP_CONCURRENCY = 4;

export interface SweepResult {
  checked: number;
  changes: Array<{ orderId: string; from: number; to: number }>;
}

export interface SweepOptions {
  /** Aborted when the server closes: the sweep stops between batches. */
  signal?: AbortSignal | undefined;
  batchSize?: number;
}

type Page = (db: Db, after: SweepCursor | undefined, limit: number) => Promise<SweepCursor[]>;

/**
 * Applies the clock to the orders it may move today (the operators' tick and the scheduled
 * sweep): applications left undecided too long, and loans whose `clock_on` has come (ADR 0026).
 * Each batch is one short transaction, so no lock is held long and a closing server waits for
 * the batches in flight at most.
 */
export async function sweepOrders(
  deps: LoanDeps,
  options: SweepOptions = {},
): Promise<SweepResult> {
  const now = deps.clock.now();
  const decideBefore = new Date(now.getTime() - DECISION_WITHIN_DAYS * DAY_MS);
  const today = phDate(now);
  const result: SweepResult = { checked: 0, changes: [] };
  const walks: Array<{ page: Page; column: 'id' | 'public_id' }> = [
    {
      page: (db, after, n) => listLateApplicationIds(db, decideBefore, after, n),
      column: 'public_id',
    },
    { page: (db, after, n) => listLoanIdsToMove(db, today, after, n), column: 'id' },
  ];
  const limit = options.batchSize ?? SWEEP_BATCH_SIZE;
  const inFlight = new Set<Promise<void>>();
  try {
    for (const walk of walks) {
      let after: SweepCursor | undefined;
      while (!options.signal?.aborted) {
        const page = await walk.page(deps.db, after, limit);
        if (page.length === 0) break;
        const ids = { column: walk.column, values: page.map((p) => p.id) };
        const batch: Promise<void> = sweepBatch(deps, ids, now, result).finally(() =>
          inFlight.delete(batch),
        );
        inFlight.add(batch);
        if (inFlight.size >= SWEEP_CONCURRENCY) await Promise.race(inFlight);
        if (page.length < limit) break;
        after = page[page.length - 1];
      }
    }
    await Promise.all(inFlight);
  } finally {
    // Nothing of the sweep outlives it, even when a batch failed.
    await Promise.allSettled(inFlight);
  }
  return result;
}

async function sweepBatch(
  deps: LoanDeps,
  ids: { column: 'id' | 'public_id'; values: string[] },
  now: Date,
  result: SweepResult,
): Promise<void> {
  const changes = await deps.db.transaction().execute(async (tx) => {
    const rows = await lockOrderRowsForSweep(tx, ids);
    const moved: SweepResult['changes'] = [];
    for (const row of rows) {
      const before = toOrder(row);
      const after = await syncWithClock(tx, deps, before, now);
      if (after.status !== before.status) {
        moved.push({ orderId: before.publicId, from: before.status, to: after.status });
      } else {
        await keepClockDate(tx, row, now);
      }
    }
    result.checked += rows.length;
    return moved;
  });
  result.changes.push(...changes);
}
