import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MoneyApprovalsTable } from '../../db/schema.ts';
import { limitLiteral, type PageCursor } from '../../lib/page-cursor.ts';

export type ApprovalRow = Selectable<MoneyApprovalsTable>;
export type ApprovalStatus = ApprovalRow['status'];

export async function insertApproval(
  db: Db,
  values: Omit<Insertable<MoneyApprovalsTable>, 'details'> & { details: Record<string, string> },
): Promise<ApprovalRow | undefined> {
  return db
    .insertInto('money_approvals')
    .values({ ...values, details: JSON.stringify(values.details) })
    .onConflict((oc) => oc.columns(['kind', 'reference']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findApprovalByReference(
  db: Db,
  kind: ApprovalRow['kind'],
  reference: string,
) {
  return db
    .selectFrom('money_approvals')
    .selectAll()
    .where('kind', '=', kind)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export async function findApproval(db: Db, id: string) {
  return db.selectFrom('money_approvals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The request under its row lock: concurrent decisions on it take turns. */
export async function lockApproval(db: Db, id: string) {
  return db
    .selectFrom('money_approvals')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function decideApproval(
  db: Db,
  id: string,
  decision: {
    status: 'approved' | 'rejected';
    checker: string;
    checker_role: string | null;
    decided_at: Date;
    reject_reason: string | null;
    payment_id: string | null;
  },
) {
  return db
    .updateTable('money_approvals')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Requests of a status, newest first, a page after `after`. */
export async function listApprovalRows(
  db: Db,
  status: ApprovalStatus,
  after: PageCursor | undefined,
  limit: number,
) {
  let query = db.selectFrom('money_approvals').selectAll().where('status', '=', status);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('made_at', 'id'), '<', eb.tuple(after.at, after.id)),
    );
  }
  return query
    .orderBy('made_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limitLiteral(limit + 1))
    .execute();
}

/** The approved requests that booked these payments. */
export async function listApprovalsOfPayments(db: Db, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .selectFrom('money_approvals')
    .selectAll()
    .where('payment_id', 'in', [...paymentIds])
    .execute();
}
