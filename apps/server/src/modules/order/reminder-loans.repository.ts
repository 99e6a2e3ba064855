import { ORDER_STATUS } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import { limitLiteral } from '../../lib/page-cursor.ts';

/** Where a walk stopped: the last row's sort key and id. */
export interface WalkCursor {
  key: string;
  id: string;
}

/** Loans the clock moves between two days (loan_orders_clock_on_idx), with the borrower's phone. */
export async function listLoansByClockDate(
  db: Db,
  range: { from: string; to: string },
  after: WalkCursor | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('loan_orders')
    .innerJoin('users', 'users.id', 'loan_orders.user_id')
    .selectAll('loan_orders')
    .select('users.phone')
    .where('loan_orders.clock_on', 'is not', null)
    .where('loan_orders.clock_on', '>=', range.from)
    .where('loan_orders.clock_on', '<=', range.to);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('loan_orders.clock_on', 'loan_orders.id'), '>', eb.tuple(after.key, after.id)),
    );
  }
  return query
    .orderBy('loan_orders.clock_on')
    .orderBy('loan_orders.id')
    .limit(limitLiteral(limit))
    .execute();
}

/** Overdue loans by (status, applied_at, public_id), with the borrower's phone. */
export async function listOverdueLoans(db: Db, after: WalkCursor | undefined, limit: number) {
  let query = db
    .selectFrom('loan_orders')
    .innerJoin('users', 'users.id', 'loan_orders.user_id')
    .selectAll('loan_orders')
    .select('users.phone')
    .where('loan_orders.status', '=', ORDER_STATUS.overdue);
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('loan_orders.applied_at', 'loan_orders.public_id'),
        '>',
        eb.tuple(new Date(after.key), after.id),
      ),
    );
  }
  return query
    .orderBy('loan_orders.applied_at')
    .orderBy('loan_orders.public_id')
    .limit(limitLiteral(limit))
    .execute();
}
