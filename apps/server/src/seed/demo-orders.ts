import type { BrandConfig } from '@loan/contract';
import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID, ORDER_STATUS, type OrderStatus } from '@loan/contract';
import {
  addDays,
  type ClientKind,
  DEFAULT_COST_CAP,
  foldEntries,
  planDisbursement,
  planPayment,
  planPenalty,
  type Quote,
  quote,
} from '@loan/loan-engine';
import type { Db } from '../db/database.ts';
import { phDate } from '../lib/ph-date.ts';
import { pricingColumns, pricingFromColumns } from '../modules/catalogue/pricing-columns.ts';
import { appendEntries, freezeBookings, projectionOf } from '../modules/ledger/ledger.service.ts';
import { insertOrder, updateOrderRow } from '../modules/order/order.repository.ts';
import { type Order, termsOf, toOrder } from '../modules/order/order.ts';
import { insertOrderEvent } from '../modules/order/order-event.repository.ts';
import { keepClockDate } from '../modules/order/order-lifecycle.service.ts';
import type { OrderEvent } from '../modules/order/order-transitions.ts';
import { insertPayment } from '../modules/payments/payments.repository.ts';
import { nextReceiptNo } from '../modules/payments/receipt.ts';
import { DEMO_PRODUCTS } from './demo-catalogue.ts';

/** A Philippine calendar day at a given hour, as an instant. */
function at(date: string, hour: number): Date {
  return new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`);
}

export interface DemoOrder {
  publicId: string;
  productId: string;
  status: OrderStatus;
  clientKind: ClientKind;
  /** Days before today: application, and release (for released loans). */
  appliedDaysAgo: number;
  releasedDaysAgo?: number;
}

// 180 is this many days past its (first) due date.
export const DEMO_DAYS_OVERDUE = 5;

/**
 * One order of every status for the demo borrower, dated from today so each one is in its
 * status now: 170 not yet due, 174 due today, 180 overdue, 200 settled and not yet rated. The
 * open ones (110, 151) are on products other than DEMO_PRODUCT_ID, so a new push of it works.
 */
function demoOrders(): DemoOrder[] {
  const period = (id: string) => {
    const product = DEMO_PRODUCTS.find((p) => p.id === id)!;
    return product.term_days / product.periods;
  };
  return [
    {
      publicId: DEMO_ORDER_IDS.settled,
      productId: DEMO_PRODUCT_ID,
      status: ORDER_STATUS.settled,
      clientKind: 'new',
      appliedDaysAgo: 201,
      releasedDaysAgo: 200,
    },
    {
      publicId: DEMO_ORDER_IDS.rejected,
      productId: DEMO_PRODUCT_ID,
      status: ORDER_STATUS.rejected,
      clientKind: 'repeat',
      appliedDaysAgo: 60,
    },
    {
      publicId: DEMO_ORDER_IDS.disbursed,
      productId: DEMO_PRODUCT_ID,
      status: ORDER_STATUS.disbursed,
      clientKind: 'repeat',
      appliedDaysAgo: 11,
      releasedDaysAgo: 10,
    },
    {
      publicId: DEMO_ORDER_IDS.due,
      productId: DEMO_PRODUCT_ID,
      status: ORDER_STATUS.due,
      clientKind: 'repeat',
      appliedDaysAgo: period(DEMO_PRODUCT_ID) + 1,
      releasedDaysAgo: period(DEMO_PRODUCT_ID),
    },
    {
      publicId: DEMO_ORDER_IDS.overdue,
      productId: '1002',
      status: ORDER_STATUS.overdue,
      clientKind: 'repeat',
      appliedDaysAgo: period('1002') + DEMO_DAYS_OVERDUE + 1,
      releasedDaysAgo: period('1002') + DEMO_DAYS_OVERDUE,
    },
    {
      publicId: DEMO_ORDER_IDS.approved,
      productId: '1003',
      status: ORDER_STATUS.approved,
      clientKind: 'repeat',
      appliedDaysAgo: 0,
    },
    {
      publicId: DEMO_ORDER_IDS.underReview,
      productId: '1002',
      status: ORDER_STATUS.underReview,
      clientKind: 'repeat',
      appliedDaysAgo: 0,
    },
  ];
}

/** Who issues the demo payments' official receipts. */
export type ReceiptIssuer = Pick<BrandConfig, 'secRegistrationNumber' | 'receiptPrefix'>;

export async function seedDemoOrders(
  db: Db,
  userId: string,
  now: Date,
  issuer: ReceiptIssuer,
): Promise<void> {
  const today = phDate(now);
  for (const demo of demoOrders()) await seedOrder(db, userId, demo, today, now, issuer);
}

/** One order in its status as of `now`, with the events that led there. */
export async function seedOrder(
  db: Db,
  userId: string,
  demo: DemoOrder,
  today: string,
  now: Date,
  issuer: ReceiptIssuer,
) {
  const product = DEMO_PRODUCTS.find((p) => p.id === demo.productId)!;
  const pricing = pricingFromColumns(product);
  const releaseDate =
    demo.releasedDaysAgo === undefined ? undefined : addDays(today, -demo.releasedDaysAgo);
  const q = quote(pricing, product.default_amount, releaseDate ?? today, DEFAULT_COST_CAP);
  // Today's applications are an hour old; older ones were made at 10:00.
  const applied =
    demo.appliedDaysAgo === 0
      ? new Date(now.getTime() - 3_600_000)
      : at(addDays(today, -demo.appliedDaysAgo), 10);
  const settled = demo.status === ORDER_STATUS.settled;
  const dueDate = q.schedule[q.schedule.length - 1]!.dueDate;
  const row = await insertOrder(db, {
    public_id: demo.publicId,
    user_id: userId,
    product_id: product.id,
    status: demo.status,
    client_kind: demo.clientKind,
    principal: q.principal,
    ...pricingColumns(pricing),
    rollover_allowed: product.rollover_allowed,
    service_fee: q.serviceFee,
    net_proceeds: q.netProceeds,
    interest: q.interest,
    total_repayable: q.totalRepayable,
    release_date: releaseDate ?? null,
    due_date: releaseDate ? dueDate : null,
    schedule: releaseDate ? JSON.stringify(q.schedule) : null,
    applied_at: applied,
    decided_at: demo.status === ORDER_STATUS.underReview ? null : applied,
    withdrawn_at: releaseDate ? at(addDays(releaseDate, -1), 12) : null,
    disbursed_at: releaseDate ? at(releaseDate, 9) : null,
    settled_at: settled ? at(dueDate, 11) : null,
    updated_at: now,
  });
  const booked = releaseDate ? await seedEntries(db, toOrder(row), q, today, issuer) : row;
  await keepClockDate(db, booked, now);
  for (const event of history(demo, applied, releaseDate, dueDate)) {
    await insertOrderEvent(db, { order_id: row.id, ...event });
  }
}

/**
 * The released order's entries, as the real paths book them: the release, the clock's penalty
 * of an overdue loan, and for the settled one its payment on the due date (with a receipt).
 */
async function seedEntries(db: Db, order: Order, q: Quote, today: string, issuer: ReceiptIssuer) {
  const terms = termsOf(order);
  const cap = DEFAULT_COST_CAP;
  const released = at(q.releaseDate, 9);
  const keys = ['disbursement', 'service-fee', 'scheduled-interest'];
  let entries = await appendEntries(
    db,
    order.id,
    planDisbursement(q).map((draft, i) => ({ draft, key: `${keys[i]}:${order.id}` })),
    { by: 'operator:demo' },
    released,
  );
  if (order.status === ORDER_STATUS.overdue) {
    const penalty = planPenalty(foldEntries(terms, entries)!, today, cap);
    entries = await appendEntries(
      db,
      order.id,
      freezeBookings(order.id, penalty),
      { by: 'clock' },
      at(penalty[0]!.effectiveOn, 0),
    );
  }
  if (order.status === ORDER_STATUS.settled) {
    const dueDate = q.schedule.at(-1)!.dueDate;
    const paidAt = at(dueDate, 11);
    const plan = planPayment(terms, entries, dueDate, q.totalRepayable, cap);
    const reference = `PN${order.publicId.replace(/\D/g, '').padStart(12, '0')}`;
    const payment = await insertPayment(db, {
      receipt_no: await nextReceiptNo(db, issuer),
      order_id: order.id,
      source: 'provider',
      provider: 'sandbox',
      provider_payment_id: `demo-${order.publicId}`,
      reference,
      kind: 'instalment',
      channel: 'GCash',
      amount: q.totalRepayable,
      ...plan.allocation,
      outstanding_after: 0,
      actor: 'provider:sandbox',
      paid_at: paidAt,
    });
    const key = `payment:sandbox:demo-${order.publicId}`;
    const bookings = plan.drafts.map((draft) =>
      draft.type === 'repayment'
        ? { draft, key, paymentId: payment.id }
        : { draft, key: `${key}:${draft.type}`, paymentId: payment.id },
    );
    entries = await appendEntries(db, order.id, bookings, { by: 'gateway:sandbox' }, paidAt);
  }
  return updateOrderRow(db, order.id, projectionOf(foldEntries(terms, entries)!));
}

type SeedEvent = {
  actor: string;
  from_status: number | null;
  to_status: number;
  event: OrderEvent | 'application';
  at: Date;
  note: string;
};

/** The events that would have led to the status. */
function history(
  demo: DemoOrder,
  applied: Date,
  release: string | undefined,
  due: string,
): SeedEvent[] {
  const S = ORDER_STATUS;
  const events: SeedEvent[] = [
    {
      actor: 'borrower',
      from_status: null,
      to_status: S.underReview,
      event: 'application',
      at: applied,
      note: 'applied (demo data)',
    },
  ];
  if (demo.status === S.underReview) return events;
  const approved = demo.status !== S.rejected;
  events.push({
    actor: approved ? 'system:decision' : 'ops:demo',
    from_status: S.underReview,
    to_status: approved ? S.approved : S.rejected,
    event: approved ? 'decision.approve' : 'decision.reject',
    at: applied,
    note: approved ? 'automatic rule: no overdue loan' : 'income could not be verified (demo data)',
  });
  if (!release) return events;
  events.push({
    actor: 'borrower',
    from_status: S.approved,
    to_status: S.approved,
    event: 'borrower.accept',
    at: at(addDays(release, -1), 12),
    note: 'accepted the loan',
  });
  events.push({
    actor: 'ops:demo',
    from_status: S.approved,
    to_status: S.disbursed,
    event: 'release.confirmed',
    at: at(release, 9),
    note: `released on ${release}`,
  });
  if (demo.status === S.disbursed) return events;
  if (demo.status === S.settled) {
    events.push({
      actor: 'ops:demo',
      from_status: S.disbursed,
      to_status: S.settled,
      event: 'repayment',
      at: at(due, 11),
      note: 'repaid in full (demo data)',
    });
    return events;
  }
  const firstDue = addDays(
    release,
    demo.status === S.due ? demo.releasedDaysAgo! : demo.releasedDaysAgo! - DEMO_DAYS_OVERDUE,
  );
  events.push({
    actor: 'system:clock',
    from_status: S.disbursed,
    to_status: S.due,
    event: 'clock.due',
    at: at(firstDue, 0),
    note: `due today (${firstDue})`,
  });
  if (demo.status === S.overdue) {
    events.push({
      actor: 'system:clock',
      from_status: S.due,
      to_status: S.overdue,
      event: 'clock.overdue',
      at: at(addDays(firstDue, 1), 0),
      note: `overdue on ${addDays(firstDue, 1)}`,
    });
  }
  return events;
}
