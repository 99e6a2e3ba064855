import { randomUUID } from 'node:crypto';
import { BUSINESS_CODE, ORDER_STATUS, type PaymentKind, type PaymentSource } from '@loan/contract';
import type { EntryDraft, LedgerEntry, LoanTerms } from '@loan/loan-engine';
import {
  asBooked,
  balancesAsOf,
  daysBetween,
  EngineError,
  foldEntries,
  phaseAsOf,
  planRollover,
  planValuedPayment,
  rolloverQuote,
} from '@loan/loan-engine';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money-format.ts';
import { phDate } from '../../lib/ph-date.ts';
import {
  type Booking,
  entriesOf,
  findEntryByKey,
  plannedBookings,
  recorderOf,
} from '../ledger/ledger.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import {
  type Actor,
  LOAN_OUT_STATUSES,
  loanStateOf,
  statusOfPhase,
  termsOf,
} from '../order/order.ts';
import { lockOrder } from '../order/order-access.ts';
import { bookOnOrder } from '../order/order-ledger.ts';
import { recordBooking, syncWithClock } from '../order/order-lifecycle.service.ts';
import { insertPaymentForReceipt } from './receipt-series.repository.ts';

export interface ReceivedPayment {
  /** Internal order id. */
  orderId: string;
  amount: number;
  kind: PaymentKind;
  source: PaymentSource;
  provider?: string;
  providerPaymentId?: string;
  payCodeId?: string;
  reference: string;
  channel: string;
  actor: Actor | `provider:${string}`;
  paidAt: Date;
  /** The day the money moved as an operator states it (PHT); else the date of `paidAt`. */
  valueDate?: string;
  /** Refuse rather than leave part of the amount unapplied (money not yet taken: operators). */
  refuseOverpayment?: boolean;
  /**
   * What makes the payment happen once (default: `payment:<provider>:<provider id>`, or
   * `payment:operator:<reference>`): a replay with the same key books nothing.
   */
  idempotencyKey?: string;
}

export function notPayable(message: string): AppError {
  return new AppError(BUSINESS_CODE.amountNotPayable, message);
}

/** The key that makes a payment happen once: the gateway's id, or the operator's reference. */
export function paymentKeyOf(payment: ReceivedPayment): string {
  if (payment.idempotencyKey) return payment.idempotencyKey;
  if (payment.source === 'provider' && payment.providerPaymentId) {
    return `payment:${payment.provider ?? 'provider'}:${payment.providerPaymentId}`;
  }
  if (payment.source === 'operator') return `payment:operator:${payment.reference}`;
  // A provider's payment without its own id: the reference (a pay code) may take several
  // payments, so it names none of them; nothing but the caller's key could make it happen once.
  return `payment:${payment.provider ?? 'provider'}:${randomUUID()}`;
}

/**
 * Books money received against an order, in the caller's transaction: the default charges are
 * frozen, then the repayment (with its allocation, and the credit of any overpayment) or the
 * rollover is appended to the order's entries, and the order's projection and status follow
 * their fold. A payment whose key is already booked books nothing and answers the first booking.
 * The payment's receipt number is taken when the caller's transaction commits (decision 0042):
 * read the payment by its id after the commit.
 */
export async function bookPayment(tx: Db, deps: LoanDeps, payment: ReceivedPayment) {
  const now = deps.clock.now();
  const order = await syncWithClock(tx, deps, await lockOrder(tx, payment.orderId), now);
  const key = paymentKeyOf(payment);
  const earlier = await findEntryByKey(tx, key);
  if (earlier?.paymentId) return { order, paymentId: earlier.paymentId, replayed: true };
  const entries = await entriesOf(tx, order.id);
  if (!loanStateOf(order) || !acceptsPayment(order.status, payment)) {
    throw new AppError(BUSINESS_CODE.nothingToPay, `Order ${order.publicId} has nothing to pay`);
  }
  const today = phDate(now);
  const cap = deps.config.costCap;
  const terms = termsOf(order);
  const valueDate = valueDateOf(
    payment.valueDate ?? phDate(payment.paidAt),
    today,
    foldEntries(terms, entries)!.releaseDate,
  );
  const { kind, plan } = planByKind(terms, entries, valueDate, payment, cap);
  const { drafts, allocation } = plan;
  if (payment.refuseOverpayment && allocation.unapplied > 0) {
    const pesos = (minor: number) => formatMoney(minor, deps.config.brand);
    throw notPayable(
      `Only ${pesos(payment.amount - allocation.unapplied)} of ${pesos(payment.amount)} is payable now`,
    );
  }
  const after = foldEntries(terms, asBooked(entries, drafts))!;
  const to = statusOfPhase(phaseAsOf(after, today, cap));
  const paymentId = randomUUID();
  const booked = await bookOnOrder(
    tx,
    order,
    paymentBookings(order.id, key, paymentId, entries, drafts),
    { by: recorderOf(payment.actor) },
    now,
    entries,
  );
  const money = (minor: number) => formatMoney(minor, deps.config.brand);
  // A rollover pay code booked as a repayment says so: the operator sees why the date held.
  const asked = kind === payment.kind ? '' : ` from a ${payment.kind} pay code`;
  const note =
    `${kind} payment${asked} ${money(payment.amount)} (ref ${payment.reference}): ` +
    `penalty ${money(allocation.penalty)}, interest ${money(allocation.interest)}, principal ${money(allocation.principal)}` +
    (allocation.unapplied > 0 ? `, unapplied ${money(allocation.unapplied)}` : '') +
    (valueDate === today ? '' : `; valued ${valueDate}`) +
    (plan.undone.length > 0 ? `, ${plan.undone.length} later entries booked again after it` : '');
  // The event's actor is who recorded the money: the provider or an operator.
  const updated = await recordBooking(
    tx,
    order,
    to,
    {
      kind: kind === 'rollover' ? 'rollover' : 'repayment',
      actor: payment.actor as Actor,
      note,
      now,
    },
    booked,
    now,
  );
  const issuer = {
    lender: deps.config.brand.secRegistrationNumber,
    prefix: deps.config.brand.receiptPrefix,
  };
  await insertPaymentForReceipt(tx, issuer, {
    id: paymentId,
    order_id: order.id,
    pay_code_id: payment.payCodeId ?? null,
    source: payment.source,
    provider: payment.provider ?? null,
    provider_payment_id: payment.providerPaymentId ?? null,
    reference: payment.reference,
    kind,
    channel: payment.channel,
    amount: payment.amount,
    ...allocation,
    outstanding_after: balancesAsOf(after, today, cap).total,
    actor: payment.actor,
    paid_at: payment.paidAt,
  });
  return { order: updated, paymentId, replayed: false };
}

/**
 * A loan out takes payments. A settled one takes the gateway's too: that money has left the
 * borrower (a second pay code paid after the first cleared the loan), so it is booked whole as a
 * credit to refund, not refused into a gap between the gateway and the ledger.
 */
function acceptsPayment(status: number, payment: ReceivedPayment): boolean {
  if (LOAN_OUT_STATUSES.includes(status as (typeof LOAN_OUT_STATUSES)[number])) return true;
  return status === ORDER_STATUS.settled && payment.source === 'provider';
}

/**
 * The day a payment takes effect (decision 0062): the Philippine date of the gateway's paid time
 * or the operator's stated date, never after today nor before the loan's release.
 */
export function valueDateOf(day: string, today: string, releaseDate: string): string {
  if (daysBetween(day, today) < 0) return today;
  return daysBetween(releaseDate, day) < 0 ? releaseDate : day;
}

/** The payment's entries with their keys: the freezes' and a replay's own, the rest the payment's. */
function paymentBookings(
  orderId: string,
  key: string,
  paymentId: string,
  entries: readonly LedgerEntry[],
  drafts: readonly EntryDraft[],
): Booking[] {
  return plannedBookings(orderId, entries, drafts, (draft) => {
    const suffix = draft.type === 'repayment' ? '' : `:${draft.type}`;
    return { draft, key: `${key}${suffix}`, paymentId };
  });
}

/**
 * What a payment valued on `on` books, and as which kind. An operator's rollover takes its cost
 * exactly. Money a gateway took for a rollover whose cost has changed since its pay code was
 * made is booked all the same, never refused into a gap between the gateway and the ledger
 * (decision 0058): the rollover with the rest as a credit to refund when the cost fell (a part
 * payment in between), else a repayment (the cost rose overnight, or the loan was paid or rolled
 * over meanwhile).
 */
function planByKind(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  on: string,
  payment: ReceivedPayment,
  cap: LoanDeps['config']['costCap'],
): { kind: PaymentKind; plan: ValuedPlan } {
  const paid = payment.kind === 'rollover' ? 'rollover' : 'instalment';
  const strict = paid === 'rollover' && payment.source !== 'provider';
  try {
    const plan = planValuedPayment(terms, entries, on, payment.amount, paid, cap, strict);
    return { kind: plan.kind, plan };
  } catch (error) {
    if (strict && error instanceof EngineError && error.reason === 'invalidAmount') {
      throw notPayable(error.message);
    }
    throw error;
  }
}

type ValuedPlan = ReturnType<typeof planValuedPayment>;

/**
 * A rollover that costs nothing now (the interest and penalties due are paid): the borrower's
 * confirmation books it, with no payment. Refused when it costs something (a pay code pays it).
 */
export async function bookFreeRollover(tx: Db, deps: LoanDeps, orderId: string) {
  const now = deps.clock.now();
  const order = await syncWithClock(tx, deps, await lockOrder(tx, orderId), now);
  if (!loanStateOf(order) || !LOAN_OUT_STATUSES.includes(order.status)) {
    throw new AppError(
      BUSINESS_CODE.nothingToPay,
      `Order ${order.publicId} has nothing to roll over`,
    );
  }
  const today = phDate(now);
  const cap = deps.config.costCap;
  const terms = termsOf(order);
  const entries = await entriesOf(tx, order.id);
  const quote = rolloverQuote(foldEntries(terms, entries)!, today, cap);
  if (quote.toPay > 0) {
    const money = formatMoney(quote.toPay, deps.config.brand);
    throw notPayable(`This rollover costs ${money}: pay it with a pay code`);
  }
  const { drafts } = planRollover(terms, entries, today, cap);
  const key = `rollover:${order.id}:${order.rollovers + 1}`;
  // The rollover's own key; the credit it used (decision 0086) under the same with its type.
  const bookings = plannedBookings(order.id, entries, drafts, (draft) => ({
    draft,
    key: draft.type === 'rollover' ? key : `${key}:${draft.type}`,
  }));
  const booked = await bookOnOrder(tx, order, bookings, { by: 'borrower' }, now, entries);
  const to = statusOfPhase(phaseAsOf(booked.state, today, cap));
  const note = `rollover confirmed, nothing to pay: due ${quote.newDueDate} (${quote.extensionDays} more days)`;
  return recordBooking(
    tx,
    order,
    to,
    { kind: 'rollover', actor: 'borrower', note, now },
    booked,
    now,
  );
}
