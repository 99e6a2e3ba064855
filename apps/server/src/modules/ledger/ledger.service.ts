import type { CostCap, EntryDraft, LoanFigures, LoanState, LoanTerms } from '@loan/loan-engine';
import { foldEntries, loanFigures } from '@loan/loan-engine';
import type { Db } from '../../db/database.ts';
import {
  appendEntryRows,
  findEntryRowByKey,
  listEntryRows,
  listEntryRowsOfOrders,
  listPaymentRepaymentRows,
  listPaymentReversalRows,
} from './ledger.repository.ts';
import {
  type BookedEntry,
  type Booking,
  freezeKey,
  type Recorder,
  toEntry,
  toNewRow,
} from './ledger-entry.ts';

export type { BookedEntry, Booking, Recorder } from './ledger-entry.ts';
export { freezeKey, plannedBookings, recorderOf } from './ledger-entry.ts';

/** An order's entries, oldest first. */
export async function entriesOf(db: Db, orderId: string): Promise<BookedEntry[]> {
  return (await listEntryRows(db, orderId)).map(toEntry);
}

/** The entries of many orders, grouped by order id. */
export async function entriesOfOrders(
  db: Db,
  orderIds: string[],
): Promise<Map<string, BookedEntry[]>> {
  const byOrder = new Map<string, BookedEntry[]>(orderIds.map((id) => [id, []]));
  for (const row of await listEntryRowsOfOrders(db, orderIds)) {
    byOrder.get(row.order_id)?.push(toEntry(row));
  }
  return byOrder;
}

/** Payment id -> when its repayment was reversed, for the payments that were. */
export async function reversalsOfPayments(
  db: Db,
  paymentIds: readonly string[],
): Promise<Map<string, Date>> {
  const rows = await listPaymentReversalRows(db, paymentIds);
  return new Map(rows.map((row) => [row.payment_id!, row.reversed_at]));
}

/**
 * What a payment's repayment entry in effect says: how the money was applied, and when the
 * payment was reversed if no entry of it is in effect any more.
 */
export interface PaymentRepayment {
  penalty: number;
  defaultInterest: number;
  interest: number;
  principal: number;
  overpayment: number;
  reversedAt: Date | undefined;
  /** The loan's earlier credit the payment applied first, in effect (decision 0086). */
  creditApplied: number;
}

/**
 * Payment id -> its repayment entry in effect (a replay may have booked it again on its value
 * date), or its last one with when that was reversed, for the payments that have one.
 */
export async function repaymentsOfPayments(
  db: Db,
  paymentIds: readonly string[],
): Promise<Map<string, PaymentRepayment>> {
  const byPayment = new Map<string, PaymentRepayment>();
  const credits = new Map<string, number>();
  for (const row of await listPaymentRepaymentRows(db, paymentIds)) {
    const paymentId = row.payment_id!;
    if (row.type === 'credit_applied') {
      if (!row.reversed_at)
        credits.set(paymentId, (credits.get(paymentId) ?? 0) + Number(row.amount));
      continue;
    }
    const held = byPayment.get(paymentId);
    // Oldest first: a later entry replaces an earlier one, unless the earlier is in effect.
    if (held && held.reversedAt === undefined) continue;
    byPayment.set(paymentId, {
      penalty: Number(row.penalty),
      defaultInterest: Number(row.default_interest),
      interest: Number(row.interest),
      principal: Number(row.principal),
      overpayment: Number(row.overpayment),
      reversedAt: row.reversed_at ?? undefined,
      creditApplied: 0,
    });
  }
  for (const [paymentId, creditApplied] of credits) {
    const repayment = byPayment.get(paymentId);
    if (repayment) repayment.creditApplied = creditApplied;
  }
  return byPayment;
}

export async function findEntryByKey(db: Db, key: string): Promise<BookedEntry | undefined> {
  const row = await findEntryRowByKey(db, key);
  return row && toEntry(row);
}

/**
 * Books entries for an order, in the caller's transaction and under its lock on the order's row.
 * An entry whose key is already booked is not booked again. Answers every entry of the order:
 * `known`, the entries the caller read under the same lock, and the new ones; without it they are
 * read again.
 */
export async function appendEntries(
  tx: Db,
  orderId: string,
  bookings: readonly Booking[],
  recorder: Recorder,
  now: Date,
  known?: readonly BookedEntry[],
): Promise<BookedEntry[]> {
  const added = await appendEntryRows(
    tx,
    orderId,
    bookings.map((b) => toNewRow(b, recorder, now)),
  );
  if (!known) return entriesOf(tx, orderId);
  return [...known, ...added.map(toEntry)];
}

/** The freeze entries (penalty, default interest) with their keys, after `entries`. */
export function freezeBookings(
  orderId: string,
  drafts: readonly EntryDraft[],
  entries: readonly EntryDraft[] = [],
): Booking[] {
  const prior = [...entries];
  return drafts.map((draft) => {
    const key = freezeKey(orderId, draft, prior);
    prior.push(draft);
    return { draft, key };
  });
}

/** The order's projection columns, as the fold of its entries says (the engine's LoanState). */
export function projectionOf(state: LoanState) {
  return {
    paid_penalty: state.paid.penalty,
    paid_interest: state.paid.interest,
    paid_principal: state.paid.principal,
    penalty_charged: state.penaltyCharged,
    default_interest_carried: state.defaultInterestCarried ?? 0,
    default_accrued_through: state.defaultAccruedThrough ?? null,
    schedule: JSON.stringify(state.schedule),
    due_date: state.schedule[state.schedule.length - 1]!.dueDate,
    rollovers: state.rollovers,
  };
}

export function foldOf(terms: LoanTerms, entries: readonly BookedEntry[]): LoanState | undefined {
  return foldEntries(terms, entries);
}

export function figuresOf(
  terms: LoanTerms,
  entries: readonly BookedEntry[],
  asOf: string,
  cap: CostCap,
): LoanFigures | undefined {
  return loanFigures(terms, entries, asOf, cap);
}
