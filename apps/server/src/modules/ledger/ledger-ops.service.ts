import { BUSINESS_CODE } from '@loan/contract';
import type { EntryDraft, LedgerEntry } from '@loan/loan-engine';
import {
  creditOf,
  EngineError,
  effectiveEntries,
  phaseAsOf,
  planRefund,
  planReversal,
  planWaiver,
  type WaivedPart,
} from '@loan/loan-engine';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money-format.ts';
import { phDate } from '../../lib/ph-date.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import {
  type Actor,
  BORROWED_STATUSES,
  type Order,
  statusOfPhase,
  termsOf,
} from '../order/order.ts';
import { findOrder, lockOrder, ORDER_NOT_FOUND_MESSAGE } from '../order/order-access.ts';
import { bookOnOrder } from '../order/order-ledger.ts';
import { recordBooking, syncWithClock } from '../order/order-lifecycle.service.ts';
import { findOrderById } from '../order/order-reads.service.ts';
import { findOrderPayment } from '../payments/payments.service.ts';
import {
  type BookedEntry,
  type Booking,
  entriesOf,
  findEntryByKey,
  freezeBookings,
  plannedBookings,
  recorderOf,
} from './ledger.service.ts';

/** Who does an operator's money action: their event actor and role (both recorded). */
export interface MoneyOperator {
  actor: Actor;
  role: string;
}

const refused = (status: number, message: string) =>
  new AppError(status === 404 ? BUSINESS_CODE.notFound : BUSINESS_CODE.failed, message, status);

/** An order by its public id or internal id, 404 when neither. */
export async function findOrderByAnyId(db: Db, id: string): Promise<Order> {
  const byPublic = await findOrder(db, id);
  if (byPublic) return byPublic;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const order = uuid ? await findOrderById(db, id) : undefined;
  if (!order) throw new AppError(BUSINESS_CODE.orderNotFound, ORDER_NOT_FOUND_MESSAGE, 404);
  return order;
}

/**
 * Runs a money action on a released order under its row lock: the clock first, then the plan's
 * entries are booked and the status follows the fold (a settled order reversed is due again).
 * An engine refusal is a 422 and nothing is booked. In `outer`, the caller's transaction, when
 * given.
 */
async function actOnLoan(
  deps: LoanDeps,
  event: 'waiver' | 'reversal' | 'refund',
  publicId: string,
  operator: MoneyOperator,
  reason: string | null,
  replayKey: ((order: Order) => string) | null,
  act: (
    tx: Db,
    order: Order,
    entries: BookedEntry[],
    today: string,
  ) => Promise<Booking[]> | Booking[],
  note: (order: Order) => string,
  outer?: Db,
) {
  const found = await findOrderByAnyId(outer ?? deps.db, publicId);
  const run = async (tx: Db) => {
    const now = deps.clock.now();
    const order = await syncWithClock(tx, deps, await lockOrder(tx, found.id), now);
    if (!order.releaseDate || !BORROWED_STATUSES.includes(order.status)) {
      throw refused(409, `Order ${order.publicId} has not been released (status ${order.status})`);
    }
    // A retried request finds what it booked the first time and books nothing.
    if (replayKey && (await findEntryByKey(tx, replayKey(order)))) {
      return { orderId: order.publicId, status: order.status, entries: [] };
    }
    const today = phDate(now);
    const entries = await entriesOf(tx, order.id);
    let bookings: Booking[];
    try {
      bookings = await act(tx, order, entries, today);
    } catch (error) {
      if (error instanceof EngineError) throw refused(422, error.message);
      throw error;
    }
    const recorder = { by: recorderOf(operator.actor), role: operator.role, reason };
    const booked = await bookOnOrder(tx, order, bookings, recorder, now, entries);
    const added = booked.entries.slice(entries.length).map(entryView);
    // A retried request: its keys were booked the first time, nothing is booked again.
    if (added.length === 0)
      return { orderId: order.publicId, status: order.status, entries: added };
    const to = statusOfPhase(phaseAsOf(booked.state, today, deps.config.costCap));
    const updated = await recordBooking(
      tx,
      order,
      to,
      { kind: event, actor: operator.actor, note: note(order), now },
      booked,
      order.settledAt ?? now,
    );
    return { orderId: updated.publicId, status: updated.status, entries: added };
  };
  // A checker's approval books inside its own transaction (decision 0067).
  return outer ? run(outer) : deps.db.transaction().execute(run);
}

function withKeys(
  order: Order,
  entries: readonly LedgerEntry[],
  drafts: EntryDraft[],
  key: string,
): Booking[] {
  const freeze = drafts.filter((d) => d.type === 'penalty' || d.type === 'default_interest');
  const rest = drafts.filter((d) => !freeze.includes(d));
  return [
    ...freezeBookings(order.id, freeze, entries),
    ...rest.map((draft, i) => ({ draft, key: rest.length > 1 ? `${key}:${i + 1}` : key })),
  ];
}

export interface WaiverInput {
  part: WaivedPart;
  amount: number;
  reason: string;
  /** Makes a retried request book once. */
  reference: string;
  /** The checker who let a maker's waiver take effect (decision 0067). */
  approvedBy?: string;
}

/**
 * Waives part of what is owed (reason and role recorded); refused above what is owed. In the
 * caller's transaction `tx` when given (a checker's approval).
 */
export async function waive(
  deps: LoanDeps,
  orderId: string,
  input: WaiverInput,
  operator: MoneyOperator,
  tx?: Db,
) {
  const money = (n: number) => formatMoney(n, deps.config.brand);
  return actOnLoan(
    deps,
    'waiver',
    orderId,
    operator,
    input.reason,
    (order) => `waiver:${order.id}:${input.reference}`,
    (_tx, order, entries, today) => {
      const drafts = planWaiver(
        termsOf(order),
        entries,
        today,
        deps.config.costCap,
        input.part,
        input.amount,
      );
      return withKeys(order, entries, drafts, `waiver:${order.id}:${input.reference}`);
    },
    () =>
      `waived ${money(input.amount)} of ${input.part}: ${input.reason}` +
      (input.approvedBy ? ` (approved by ${input.approvedBy})` : ''),
    tx,
  );
}

export interface ReversalInput {
  /** The receipt number (or id) of the payment reversed. */
  payment: string;
  reason: string;
}

async function paymentOf(db: Db, order: Order, ref: string) {
  const payment = await findOrderPayment(db, order.id, ref);
  if (!payment) throw refused(404, `No payment ${ref} on order ${order.publicId}`);
  return payment;
}

/**
 * Reverses a repayment (a chargeback, money that never arrived): its entry and the credit it
 * left are negated, and the order owes again what it covered.
 */
export async function reversePayment(
  deps: LoanDeps,
  orderId: string,
  input: ReversalInput,
  operator: MoneyOperator,
) {
  let receipt = input.payment;
  return actOnLoan(
    deps,
    'reversal',
    orderId,
    operator,
    input.reason,
    null,
    async (tx, order, entries, today) => {
      const payment = await paymentOf(tx, order, input.payment);
      receipt = payment.receiptNo;
      if (payment.kind === 'rollover') {
        throw refused(
          409,
          `Payment ${receipt} paid for a rollover: a rollover is not reversed (the due dates it moved stand)`,
        );
      }
      const own = entries.filter((e) => e.paymentId === payment.id);
      if (!own.some((e) => e.type === 'repayment')) {
        throw refused(409, `Payment ${receipt} has no repayment entry to reverse`);
      }
      const live = effectiveEntries(entries);
      // A value-date replay may have booked the payment's repayment again: the one in effect.
      const repayment = own.find((e) => e.type === 'repayment' && live.includes(e));
      if (!repayment) throw refused(409, `Payment ${receipt} is already reversed`);
      // With it go the credit it left and the earlier credit it applied (decision 0086).
      const targets = [
        repayment,
        ...own.filter(
          (e) =>
            (e.type === 'overpayment_credit' || e.type === 'credit_applied') && live.includes(e),
        ),
      ];
      const drafts = reversalDrafts(deps, order, entries, targets, today, receipt);
      return plannedBookings(order.id, entries, drafts, (draft) => ({
        draft,
        key: `reversal:${draft.reversesEntryId}`,
        paymentId: payment.id,
      }));
    },
    () => `reversed payment ${receipt}: ${input.reason}`,
  );
}

function reversalDrafts(
  deps: LoanDeps,
  order: Order,
  entries: readonly BookedEntry[],
  targets: readonly BookedEntry[],
  today: string,
  receipt: string,
) {
  try {
    return planReversal(termsOf(order), entries, targets, today, deps.config.costCap);
  } catch (error) {
    if (error instanceof EngineError && error.reason === 'refundAboveCredit') {
      throw refused(
        409,
        `The credit payment ${receipt} left was already refunded: refuse or recover it first`,
      );
    }
    throw error;
  }
}

export interface RefundInput {
  amount: number;
  /** The payout's reference: makes a retried request book once. */
  reference: string;
  reason?: string | undefined;
}

/** Pays back part or all of the credit overpayments left; refused above the credit. */
export async function refundCredit(
  deps: LoanDeps,
  orderId: string,
  input: RefundInput,
  operator: MoneyOperator,
) {
  const money = (n: number) => formatMoney(n, deps.config.brand);
  return actOnLoan(
    deps,
    'refund',
    orderId,
    operator,
    input.reason ?? null,
    (order) => `refund:${order.id}:${input.reference}`,
    (_tx, order, entries, today) => {
      if (input.amount > creditOf(entries)) {
        throw refused(
          422,
          `The credit is ${money(creditOf(entries))}: ${money(input.amount)} cannot be refunded`,
        );
      }
      return [
        {
          draft: planRefund(entries, today, input.amount),
          key: `refund:${order.id}:${input.reference}`,
        },
      ];
    },
    () => `refunded ${money(input.amount)} of credit (ref ${input.reference})`,
  );
}

/** An entry as the ledger's readers see it. */
export function entryView(e: BookedEntry) {
  return {
    id: e.id,
    seq: e.seq,
    type: e.type,
    effectiveOn: e.effectiveOn,
    recordedAt: e.recordedAt.toISOString(),
    recordedBy: e.recordedBy,
    recorderRole: e.recorderRole,
    reason: e.reason,
    amount: e.amount,
    principal: e.principal,
    interest: e.interest,
    penalty: e.penalty,
    defaultInterest: e.defaultInterest,
    overpayment: e.overpayment,
    paymentId: e.paymentId,
    reversesEntryId: e.reversesEntryId,
    idempotencyKey: e.idempotencyKey,
    details: e.details,
  };
}
