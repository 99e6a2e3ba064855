import { ORDER_STATUS } from '@loan/contract';
import { OVERDUE_BUCKETS, type OverdueBucket } from '@loan/contract/ops';
import { addDays } from '@loan/loan-engine';
import type { AppConfig } from '../../config.ts';
import { phDate, phDayStart } from '../../lib/ph-date.ts';
import { bucketOf, eachOverdueOrder } from '../collections/overdue-orders.ts';
import { complaintDeadlines } from '../complaint/complaint-ops.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { countOrders, type OrderCountFilter } from '../order/order-reads.service.ts';
import { recentReconciliationExceptions } from '../payments/reconciliation-runs.service.ts';

type DashboardDeps = LoanDeps & { config: Pick<AppConfig, 'phHolidays'> };

/** Today's figures for the back office's first screen; complaints only for who may read them. */
export async function dashboard(deps: DashboardDeps, withComplaints: boolean) {
  const today = phDate(deps.clock.now());
  const count = (filter: OrderCountFilter) => countOrders(deps.db, filter);
  const overdue = Object.fromEntries(OVERDUE_BUCKETS.map((b) => [b.id, 0])) as Record<
    OverdueBucket,
    number
  >;
  const counted = eachOverdueOrder(deps, today, null, ({ daysPastDue }) => {
    const bucket = bucketOf(daysPastDue);
    if (bucket) overdue[bucket] += 1;
    return true;
  });
  const [applications, underReview, releases, dueToday, complaints, reconciliationExceptions] =
    await Promise.all([
      count({ appliedFrom: phDayStart(today), appliedBefore: phDayStart(addDays(today, 1)) }),
      count({ status: ORDER_STATUS.underReview }),
      count({ releaseDate: today }),
      count({ status: ORDER_STATUS.due, dueFrom: today, dueTo: today }),
      withComplaints ? complaintDeadlines(deps) : null,
      recentReconciliationExceptions(deps.db, deps.clock.now()),
      counted,
    ]);
  return {
    today,
    applications,
    underReview,
    releases,
    dueToday,
    overdue,
    complaints,
    reconciliationExceptions,
  };
}
