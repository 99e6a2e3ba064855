import type { Db } from '../../db/database.ts';
import { limitLiteral } from '../../lib/page-cursor.ts';
import { byteOrdered, startsWith } from '../../lib/prefix-range.ts';

export interface OrderPrefixSearch {
  /** What the prefix starts: the borrower's phone or the order number. */
  by: 'phone' | 'orderId';
  prefix: string;
  status?: number | undefined;
  appliedFrom?: Date | undefined;
  appliedBefore?: Date | undefined;
  limit: number;
  /** The last row of the page before: its phone (a phone search), applied time and number. */
  after?: { phone: string; at: Date; id: string } | undefined;
}

/**
 * Orders whose number or borrower's phone starts with a prefix, a page at a time, in the order of
 * the index the prefix walks (docs/decisions/0048): by number, newest first (a number starts
 * with its day); by phone, then newest first. A short prefix costs no more than a long one.
 */
export async function searchOrderRowsByPrefix(db: Db, search: OrderPrefixSearch) {
  return search.by === 'phone' ? byPhone(db, search) : byNumber(db, search);
}

/**
 * The page is taken from the orders alone, then joined to their borrowers: a join first lets the
 * planner hash every matching order and sort them all when the prefix is short.
 */
function byNumber(db: Db, search: OrderPrefixSearch) {
  const number = byteOrdered('loan_orders.public_id');
  const page = db
    .selectFrom('loan_orders')
    .selectAll()
    .where(startsWith('loan_orders.public_id', search.prefix))
    .$if(search.status !== undefined, (q) => q.where('status', '=', search.status!))
    .$if(search.appliedFrom !== undefined, (q) => q.where('applied_at', '>=', search.appliedFrom!))
    .$if(search.appliedBefore !== undefined, (q) =>
      q.where('applied_at', '<', search.appliedBefore!),
    )
    .$if(search.after !== undefined, (q) => q.where(number, '<', search.after!.id))
    .orderBy(number, 'desc')
    .limit(limitLiteral(search.limit));
  return db
    .selectFrom(page.as('page'))
    .innerJoin('users', 'users.id', 'page.user_id')
    .selectAll('page')
    .select('users.phone')
    .orderBy(byteOrdered('page.public_id'), 'desc')
    .execute();
}

function byPhone(db: Db, search: OrderPrefixSearch) {
  const phone = byteOrdered('users.phone');
  let query = db
    .selectFrom('loan_orders')
    .innerJoin('users', 'users.id', 'loan_orders.user_id')
    .selectAll('loan_orders')
    .select('users.phone')
    .where(startsWith('users.phone', search.prefix));
  if (search.status !== undefined) query = query.where('loan_orders.status', '=', search.status);
  if (search.appliedFrom) query = query.where('loan_orders.applied_at', '>=', search.appliedFrom);
  if (search.appliedBefore) {
    query = query.where('loan_orders.applied_at', '<', search.appliedBefore);
  }
  const after = search.after;
  if (after) {
    query = query
      .where(phone, '>=', after.phone)
      .where((eb) =>
        eb.or([
          eb(phone, '>', after.phone),
          eb(
            eb.refTuple('loan_orders.applied_at', 'loan_orders.public_id'),
            '<',
            eb.tuple(after.at, after.id),
          ),
        ]),
      );
  }
  return query
    .orderBy(phone)
    .orderBy('loan_orders.applied_at', 'desc')
    .orderBy('loan_orders.public_id', 'desc')
    .limit(limitLiteral(search.limit))
    .execute();
}
