import { BUSINESS_CODE } from '@loan/contract';
import { OVERDUE_BUCKETS, type OverdueBucket } from '@loan/contract/ops';
import type { contactBodySchema } from '@loan/contract/ops-schemas';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { phDate } from '../../lib/ph-date.ts';
import { summary } from '../ops/ops.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import type { Order } from '../order/order.ts';
import { findOrder as findAnyOrder, ORDER_NOT_FOUND_MESSAGE } from '../order/order-access.ts';
import { refreshOrder } from '../order/order-lifecycle.service.ts';
import {
  anonymiseContactRows,
  type ContactRow,
  consentedOrderIds,
  insertConsent,
  insertContact,
  latestContactRows,
  listContactRows,
} from './collections.repository.ts';
import { contactRefusal } from './contact-rule.ts';
import { bucketOf, eachOverdueOrder, type OverdueOrder, overdueFigures } from './overdue-orders.ts';

type ContactBody = z.output<typeof contactBodySchema>;
export interface Collector {
  /** What order events and records name: `ops:<email>`, `ops:token:<name>`. */
  actor: string;
  operatorId: string | null;
}

export const CONTACT_REFUSED = 4301;
const NOT_OVERDUE = 4302;

function contactView(row: ContactRow, orderPublicId: string) {
  return {
    id: row.id,
    orderId: orderPublicId,
    channel: row.channel,
    party: row.party,
    contactName: row.contact_name,
    outcome: row.outcome,
    note: row.note,
    promiseDate: row.promise_date,
    promiseAmount: row.promise_amount,
    actor: row.actor,
    contactedAt: row.contacted_at.toISOString(),
  };
}

/** Overdue orders of one bucket, earliest due first, each with what it owes and its last contact. */
export async function worklist(deps: LoanDeps, query: { bucket: OverdueBucket; limit: number }) {
  const today = phDate(deps.clock.now());
  const bucket = OVERDUE_BUCKETS.find((b) => b.id === query.bucket)!;
  const found: OverdueOrder[] = [];
  await eachOverdueOrder(deps, today, bucket.to, (item) => {
    if (bucketOf(item.daysPastDue) === bucket.id) found.push(item);
    return found.length < query.limit;
  });
  const ids = found.map((item) => item.order.id);
  const [latest, consented] = await Promise.all([
    latestContactRows(deps.db, ids),
    consentedOrderIds(deps.db, ids),
  ]);
  const lastOf = new Map(latest.map((row) => [row.order_id, row]));
  const items = found.map(({ order, phone, daysPastDue, outstanding }) => {
    const last = lastOf.get(order.id);
    return {
      ...summary(order, phone),
      daysPastDue,
      outstanding,
      consentedToOffHours: consented.has(order.id),
      lastContact: last ? contactView(last, order.publicId) : null,
    };
  });
  return { bucket: query.bucket, today, items };
}

async function findOrder(deps: LoanDeps, publicId: string): Promise<Order> {
  const order = await findAnyOrder(deps.db, publicId);
  if (!order) throw new AppError(BUSINESS_CODE.orderNotFound, ORDER_NOT_FOUND_MESSAGE, 404);
  return refreshOrder(deps, order);
}

/** An order's contact log, newest first, and whether off-hours contact was consented to. */
export async function orderCollections(deps: LoanDeps, publicId: string) {
  const order = await findOrder(deps, publicId);
  const [rows, consented] = await Promise.all([
    listContactRows(deps.db, order.id),
    consentedOrderIds(deps.db, [order.id]),
  ]);
  return {
    orderId: order.publicId,
    daysPastDue: (await overdueFigures(deps, order, phDate(deps.clock.now()))).daysPastDue,
    consentedToOffHours: consented.has(order.id),
    contacts: rows.map((row) => contactView(row, order.publicId)),
  };
}

/**
 * Logs a contact with an overdue order's borrower, made now: refused (422, the reason in the
 * message, nothing kept) when SEC MC 18 s.2019 does not allow it.
 */
export async function logContact(
  deps: LoanDeps,
  publicId: string,
  body: ContactBody,
  collector: Collector,
) {
  const order = await findOrder(deps, publicId);
  const now = deps.clock.now();
  const overdueDays = (await overdueFigures(deps, order, phDate(now))).daysPastDue;
  if (overdueDays < 1) {
    throw new AppError(NOT_OVERDUE, `Order ${publicId} is not overdue: nothing to collect`, 409);
  }
  const consented = (await consentedOrderIds(deps.db, [order.id])).has(order.id);
  const refusal = contactRefusal({
    at: now,
    party: body.party,
    daysPastDue: overdueDays,
    consented,
  });
  if (refusal) throw new AppError(CONTACT_REFUSED, refusal, 422);
  const promise = body.outcome === 'promise-to-pay';
  const row = await insertContact(deps.db, {
    order_id: order.id,
    operator_id: collector.operatorId,
    actor: collector.actor,
    channel: body.channel,
    party: body.party,
    contact_name: body.contactName,
    outcome: body.outcome,
    note: body.note,
    promise_date: promise ? (body.promiseDate ?? null) : null,
    promise_amount: promise ? (body.promiseAmount ?? null) : null,
    days_past_due: overdueDays,
    contacted_at: now,
  });
  return contactView(row, order.publicId);
}

/** The borrower's consent to contact outside the hours, as the collector heard it. */
export async function recordConsent(
  deps: LoanDeps,
  publicId: string,
  note: string,
  collector: Collector,
) {
  const order = await findOrder(deps, publicId);
  await insertConsent(deps.db, {
    order_id: order.id,
    note,
    actor: collector.actor,
    consented_at: deps.clock.now(),
  });
  return orderCollections(deps, publicId);
}

/** Erasure: the contacts about these orders keep when, how and the outcome; not who or the notes. */
export function anonymiseOrderContacts(db: Db, orderIds: readonly string[]): Promise<void> {
  return anonymiseContactRows(db, orderIds);
}
