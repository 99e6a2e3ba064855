import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LoanEntriesTable } from '../../db/schema.ts';

export type EntryRow = Selectable<LoanEntriesTable>;
export type NewEntryRow = Omit<Insertable<LoanEntriesTable>, 'seq' | 'order_id'>;

/** An order's entries in the order they were booked. */
export async function listEntryRows(db: Db, orderId: string): Promise<EntryRow[]> {
  return db
    .selectFrom('loan_entries')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('seq')
    .execute();
}

/** The entries of many orders at once (reconcile's batches), by order then seq. */
export async function listEntryRowsOfOrders(db: Db, orderIds: string[]): Promise<EntryRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('loan_entries')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('seq')
    .execute();
}

/**
 * These payments' repayment entries, oldest first, each with when it was reversed if it was: a
 * payment whose repayment a value-date replay booked again has its replaced entry reversed and
 * the one booked again in effect.
 */
export async function listPaymentRepaymentRows(db: Db, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .selectFrom('loan_entries as repayment')
    .leftJoin('loan_entries as reversal', 'reversal.reverses_entry_id', 'repayment.id')
    .select([
      'repayment.payment_id as payment_id',
      'repayment.type as type',
      'repayment.amount as amount',
      'repayment.penalty as penalty',
      'repayment.default_interest as default_interest',
      'repayment.interest as interest',
      'repayment.principal as principal',
      'repayment.overpayment as overpayment',
      'reversal.recorded_at as reversed_at',
    ])
    .where('repayment.payment_id', 'in', [...paymentIds])
    .where('repayment.type', 'in', ['repayment', 'credit_applied'])
    .orderBy('repayment.seq')
    .execute();
}

/**
 * When each of these payments' repayment entries was reversed (absent: not reversed). A payment
 * whose repayment a value-date replay booked again still stands: only its replaced entry was
 * reversed.
 */
export async function listPaymentReversalRows(db: Db, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .selectFrom('loan_entries as repayment')
    .innerJoin('loan_entries as reversal', 'reversal.reverses_entry_id', 'repayment.id')
    .select(['repayment.payment_id as payment_id', 'reversal.recorded_at as reversed_at'])
    .where('repayment.payment_id', 'in', [...paymentIds])
    .where('repayment.type', '=', 'repayment')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('loan_entries as live')
            .select('live.id')
            .whereRef('live.payment_id', '=', 'repayment.payment_id')
            .where('live.type', '=', 'repayment')
            .where(({ not: no, exists: is, selectFrom: from }) =>
              no(
                is(
                  from('loan_entries as undone')
                    .select('undone.id')
                    .whereRef('undone.reverses_entry_id', '=', 'live.id'),
                ),
              ),
            ),
        ),
      ),
    )
    .execute();
}

export async function findEntryRowByKey(db: Db, key: string): Promise<EntryRow | undefined> {
  return db
    .selectFrom('loan_entries')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Appends entries after the order's last, in one statement (the caller holds the order's row lock,
 * so the numbers are free); one whose idempotency key is already booked is skipped, and only the
 * new come back, in their order.
 */
export async function appendEntryRows(
  db: Db,
  orderId: string,
  rows: readonly NewEntryRow[],
): Promise<EntryRow[]> {
  if (rows.length === 0) return [];
  // Every row's subquery reads the entries as they were before this statement.
  const last = sql<number>`(select coalesce(max(seq), 0) from loan_entries where order_id = ${orderId})`;
  const inserted = await db
    .insertInto('loan_entries')
    .values(rows.map((row, i) => ({ ...row, order_id: orderId, seq: sql`${last} + ${i + 1}` })))
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .execute();
  return inserted.sort((a, b) => Number(a.seq) - Number(b.seq));
}
