import {
  BUSINESS_CODE,
  DECISION_WITHIN_DAYS,
  ORDER_STATUS,
  type OrderStatus,
} from '@loan/contract';
import {
  type LoanPhase,
  type LoanState,
  type PolicyDecision,
  phaseAsOf,
  planDisbursement,
  planDueCredit,
  planPenalty,
  quote,
} from '@loan/loan-engine';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LoanOrdersTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { phDate } from '../../lib/ph-date.ts';
import {
  entriesOf,
  freezeBookings,
  plannedBookings,
  recorderOf,
} from '../ledger/ledger.service.ts';
import { payoutAccountText } from '../payout/payout.service.ts';
import { clockDateOf } from './clock-date.ts';
import { currentPolicyDecision, policyColumns, policyNote } from './credit-decision.service.ts';
import type { LoanDeps } from './loan-deps.ts';
import {
  listUserOrderRows,
  lockOrderRow,
  type OrderRow,
  updateOrderRow,
} from './order.repository.ts';
import {
  type Actor,
  BORROWED_STATUSES,
  LOAN_OUT_STATUSES,
  loanStateOf,
  OPEN_STATUSES,
  type Order,
  statusOfPhase,
  termsOf,
  toOrder,
} from './order.ts';
import { statusConflict } from './order-access.ts';
import { insertOrderEvent } from './order-event.repository.ts';
import { bookOnOrder, type OrderBooking } from './order-ledger.ts';
import { clockEventFor, isAllowedTransition, type OrderEvent } from './order-transitions.ts';

const DAY_MS = 86_400_000;

/** What happened, who did it and when: recorded with every transition. */
export interface TransitionEvent {
  kind: OrderEvent;
  actor: Actor;
  note: string;
  now: Date;
}

/**
 * Every status change: the new status and its event, in the caller's transaction. A move the
 * transition table does not allow is refused before anything is written.
 */
export async function recordTransition(
  tx: Db,
  order: Order,
  to: OrderStatus,
  event: TransitionEvent,
  patch: Updateable<LoanOrdersTable> = {},
): Promise<Order> {
  if (!isAllowedTransition(order.status, event.kind, to)) {
    throw statusConflict(
      `Order ${order.publicId} cannot go from ${order.status} to ${to} on ${event.kind}`,
    );
  }
  const row = await updateOrderRow(tx, order.id, { ...patch, status: to, updated_at: event.now });
  await keepClockDate(tx, row, event.now);
  await insertOrderEvent(tx, {
    order_id: order.id,
    actor: event.actor,
    from_status: order.status,
    to_status: to,
    event: event.kind,
    at: event.now,
    note: event.note,
  });
  return toOrder(row);
}

/**
 * The status change a booking leads to: the order's balance columns become the projection of its
 * entries and `settled_at` follows the status (`settledAt` when settled), with the entries.
 */
export function recordBooking(
  tx: Db,
  order: Order,
  to: OrderStatus,
  event: TransitionEvent,
  booked: Pick<OrderBooking, 'patch'>,
  settledAt: Date,
): Promise<Order> {
  const settled_at = to === ORDER_STATUS.settled ? settledAt : null;
  return recordTransition(tx, order, to, event, { ...booked.patch, settled_at });
}

/** Keeps the row's `clock_on` (when the sweep next visits it) true to its status and schedule. */
export async function keepClockDate(tx: Db, row: OrderRow, now: Date): Promise<void> {
  const clockOn = clockDateOf(toOrder(row), phDate(now));
  if (clockOn !== row.clock_on) await updateOrderRow(tx, row.id, { clock_on: clockOn });
}

/** Whether one of the borrower's loans is overdue today (by the engine, whatever the sweep did). */
export async function hasOverdueLoan(db: Db, deps: LoanDeps, userId: string, today: string) {
  const loans = (await listUserOrderRows(db, userId, LOAN_OUT_STATUSES)).map(toOrder);
  return anyOverdue(deps, loans, today);
}

function anyOverdue(deps: LoanDeps, orders: readonly Order[], today: string): boolean {
  return orders.some(
    (order) =>
      LOAN_OUT_STATUSES.includes(order.status) && phaseOf(deps, order, today) === 'overdue',
  );
}

/** The orders an application depends on: open ones, released ones and repaid ones. */
const STANDING_STATUSES: readonly OrderStatus[] = [...OPEN_STATUSES, ...BORROWED_STATUSES];

/** What a new application of a product depends on. */
export interface ApplicantStanding {
  /** The borrower's open application or loan of the product: a repeat gets this one. */
  openOrder: Order | undefined;
  /** One of their loans is overdue today: the decision rule would reject an application. */
  overdue: boolean;
  /** They have repaid a loan before: a repeat client. */
  repaidBefore: boolean;
  /** Their loans out and repaid, for the credit policy. */
  borrowed: Order[];
}

/** The applicant's standing from one read of their open, released and settled orders. */
export async function applicantStanding(
  db: Db,
  deps: LoanDeps,
  userId: string,
  productId: string,
  today: string,
): Promise<ApplicantStanding> {
  const orders = (await listUserOrderRows(db, userId, STANDING_STATUSES)).map(toOrder);
  return {
    openOrder: orders.find(
      (order) => order.productId === productId && OPEN_STATUSES.includes(order.status),
    ),
    overdue: anyOverdue(deps, orders, today),
    repaidBefore: orders.some((order) => order.status === ORDER_STATUS.settled),
    borrowed: orders.filter((order) => BORROWED_STATUSES.includes(order.status)),
  };
}

export async function decide(
  tx: Db,
  order: Order,
  approve: boolean,
  event: { actor: Actor; note: string; now: Date },
  patch: Updateable<LoanOrdersTable> = {},
): Promise<Order> {
  if (order.status !== ORDER_STATUS.underReview) {
    throw statusConflict(`Order ${order.publicId} is not under review (status ${order.status})`);
  }
  const to = approve ? ORDER_STATUS.approved : ORDER_STATUS.rejected;
  const kind = approve ? 'decision.approve' : 'decision.reject';
  return recordTransition(tx, order, to, { ...event, kind }, { ...patch, decided_at: event.now });
}

/**
 * The automatic decision (decisions 0010 and 0084): the credit policy's, every rule's result kept
 * on the application. An applicant the terms do not allow is rejected. A "review" waits for an
 * approver when taken at once (`review: 'wait'`); at the one-day deadline nobody reviewed it, so it
 * is rejected rather than left without a decision.
 */
export async function decideAutomatically(
  tx: Db,
  deps: LoanDeps,
  order: Order,
  now: Date,
  why: string,
  review: 'wait' | 'reject' = 'reject',
): Promise<Order> {
  const today = phDate(now);
  const overdue = (loan: Order) => phaseOf(deps, loan, today) === 'overdue';
  const decision = await currentPolicyDecision(tx, deps, order, today, overdue);
  const actor = 'system:decision';
  if ('ineligible' in decision) {
    const note = `${why}; not eligible: ${decision.ineligible}`;
    return decide(tx, order, false, { actor, note, now });
  }
  return decideByPolicy(tx, order, decision, { why, now, review });
}

/**
 * Decides an application by the policy's answer, keeping every rule's result on it; a "review"
 * waits for an approver (`wait`) or, at the one-day deadline, is rejected (`reject`).
 */
export async function decideByPolicy(
  tx: Db,
  order: Order,
  decision: PolicyDecision,
  { why, now, review }: { why: string; now: Date; review: 'wait' | 'reject' },
): Promise<Order> {
  const actor = 'system:decision';
  const note = `${why}; ${policyNote(decision)}`;
  const patch = policyColumns(decision);
  if (decision.outcome === 'review') {
    if (review === 'wait') return toOrder(await updateOrderRow(tx, order.id, patch));
    const late = `${note}; not reviewed within ${DECISION_WITHIN_DAYS} day`;
    return decide(tx, order, false, { actor, note: late, now }, patch);
  }
  return decide(tx, order, decision.outcome === 'approve', { actor, note, now }, patch);
}

/** Releases an accepted loan today: the schedule is the engine's quote from today. */
export async function disburse(
  tx: Db,
  deps: LoanDeps,
  order: Order,
  actor: Actor,
  now: Date,
  options: { keySuffix?: string | undefined } = {},
): Promise<Order> {
  if (order.status !== ORDER_STATUS.approved) {
    throw statusConflict(`Order ${order.publicId} is not approved (status ${order.status})`);
  }
  if (!order.withdrawnAt) {
    throw statusConflict(`The borrower has not accepted order ${order.publicId} yet`);
  }
  const account = await payoutAccountText({ db: tx, config: deps.config }, order.userId);
  if (!account) {
    throw new AppError(
      BUSINESS_CODE.noPayoutAccount,
      `The borrower of order ${order.publicId} has no payout account: they must bind one before the loan is released`,
    );
  }
  const releaseDate = phDate(now);
  const q = quote(order.pricing, order.principal, releaseDate, deps.config.costCap);
  const dueDate = q.schedule[q.schedule.length - 1]!.dueDate;
  const keys = ['disbursement', 'service-fee', 'scheduled-interest'];
  const bookings = planDisbursement(q).map((draft, i) => ({
    draft,
    key: `${keys[i]}:${order.id}${options.keySuffix ? `:${options.keySuffix}` : ''}`,
  }));
  const booked = await bookOnOrder(tx, order, bookings, { by: recorderOf(actor) }, now);
  return recordTransition(
    tx,
    order,
    ORDER_STATUS.disbursed,
    {
      kind: 'release.confirmed',
      actor,
      note: `released on ${releaseDate}, due ${dueDate}, to ${account}`,
      now,
    },
    {
      release_date: releaseDate,
      service_fee: q.serviceFee,
      net_proceeds: q.netProceeds,
      interest: q.interest,
      total_repayable: q.totalRepayable,
      disbursed_at: now,
      ...booked.patch,
    },
  );
}

export function phaseOf(deps: LoanDeps, order: Order, today: string): LoanPhase | undefined {
  const state = loanStateOf(order);
  return state && phaseAsOf(state, today, deps.config.costCap);
}

/** Whether the clock has something to do with this order now. */
export function needsSync(deps: LoanDeps, order: Order, now: Date): boolean {
  if (order.status === ORDER_STATUS.underReview) return decisionIsLate(order, now);
  if (!LOAN_OUT_STATUSES.includes(order.status)) return false;
  const phase = phaseOf(deps, order, phDate(now));
  return phase !== undefined && statusOfPhase(phase) !== order.status;
}

function decisionIsLate(order: Order, now: Date): boolean {
  return now.getTime() - order.appliedAt.getTime() >= DECISION_WITHIN_DAYS * DAY_MS;
}

/**
 * What the clock does: decides an application left undecided for DECISION_WITHIN_DAYS, and moves
 * a loan between disbursed, due, overdue (and settled) as the engine's phase says.
 */
export async function syncWithClock(tx: Db, deps: LoanDeps, order: Order, now: Date) {
  if (order.status === ORDER_STATUS.underReview) {
    if (!decisionIsLate(order, now)) return order;
    const why = `no decision within ${DECISION_WITHIN_DAYS} day`;
    return decideAutomatically(tx, deps, order, now, why);
  }
  let state = loanStateOf(order);
  if (!state || !LOAN_OUT_STATUSES.includes(order.status)) return order;
  const today = phDate(now);
  const cap = deps.config.costCap;
  if (statusOfPhase(phaseAsOf(state, today, cap)) === order.status) return order;
  let patch: Updateable<LoanOrdersTable> = {};
  let entries = await entriesOf(tx, order.id);
  // The loan's credit pays what fell due, on its day, before any penalty (decision 0086).
  const credit = planDueCredit(termsOf(order), entries, today, cap);
  if (credit.length > 0) {
    // Every draft is keyed by plannedBookings itself: a credit, a freeze, a reversal or a rebook.
    const bookings = plannedBookings(order.id, entries, credit, (draft) => ({
      draft,
      key: `clock:${order.id}:${draft.type}:${entries.length}`,
    }));
    const booked = await bookOnOrder(tx, order, bookings, { by: 'clock' }, now, entries);
    ({ state, entries, patch } = booked);
  }
  const phase = phaseAsOf(state, today, cap);
  const to = statusOfPhase(phase);
  if (to === order.status) return toOrder(await updateOrderRow(tx, order.id, patch));
  const penalty = planPenalty(state, today, cap);
  if (penalty.length > 0) {
    // A penalty a value-date replay reversed may be charged again (decision 0062).
    const bookings = freezeBookings(order.id, penalty, entries);
    patch = (await bookOnOrder(tx, order, bookings, { by: 'clock' }, now, entries)).patch;
  }
  if (to === ORDER_STATUS.settled) patch.settled_at = now;
  const note = clockNote(phase, state, today);
  const kind = clockEventFor(order.status, to);
  return recordTransition(tx, order, to, { kind, actor: 'system:clock', note, now }, patch);
}

function clockNote(phase: LoanPhase, state: LoanState, today: string): string {
  if (phase === 'due') return `due today (${today})`;
  if (phase === 'overdue') return `overdue on ${today}`;
  if (phase === 'settled') return 'settled';
  return `not yet due (release ${state.releaseDate})`;
}

/** The order brought up to date with the clock; locks it only when something changes. */
export async function refreshOrder(deps: LoanDeps, order: Order): Promise<Order> {
  if (!needsSync(deps, order, deps.clock.now())) return order;
  return deps.db.transaction().execute(async (tx) => {
    const locked = toOrder(await lockOrderRow(tx, order.id));
    return syncWithClock(tx, deps, locked, deps.clock.now());
  });
}
