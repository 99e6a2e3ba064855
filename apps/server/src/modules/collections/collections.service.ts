import { OVERDUE_BUCKETS, type OverdueBucket } from '@loan/contract/ops';
import type { contactBodySchema } from '@loan/contract/ops-schemas';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { phDate } from '../../lib/ph-date.ts';
import { summary } from '../ops/ops.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { findOrder as findAnyOrder } from '../order/order-access.ts';
import {
  anonymiseContactRows,
  type ContactRow,
  consentsInForce,
  insertContact,
  type LoanPartyRow,
  latestContactRows,
  listContactRows,
  loanPartyRows,
  type OffHoursConsentRow,
} from './collections.repository.ts';
import {
  type CollectionsDeps,
  type Collector,
  circumstancesOf,
  contactNow,
  findOrder,
} from './contact-now.ts';
import { CONTACT_REFUSED, phClock } from './contact-rule.ts';
import { partyView } from './loan-parties.service.ts';
import { bucketOf, eachOverdueOrder, type OverdueOrder } from './overdue-orders.ts';

export type { Collector };

type ContactBody = z.output<typeof contactBodySchema>;
const NOT_OVERDUE = 4302;
const CONSENT_NOT_OPERATORS = 4303;

function contactView(row: ContactRow, orderPublicId: string) {
  return {
    id: row.id,
    orderId: orderPublicId,
    channel: row.channel,
    party: row.party,
    partyId: row.party_id,
    contactName: row.contact_name,
    outcome: row.outcome,
    note: row.note,
    promiseDate: row.promise_date,
    promiseAmount: row.promise_amount,
    actor: row.actor,
    contactedAt: row.contacted_at.toISOString(),
  };
}

function consentView(row: OffHoursConsentRow | undefined) {
  return row
    ? { grantedAt: row.granted_at.toISOString(), words: row.words, language: row.language }
    : null;
}

function groupByOrder(rows: LoanPartyRow[]): Map<string, LoanPartyRow[]> {
  const byOrder = new Map<string, LoanPartyRow[]>();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

/**
 * Overdue orders of one bucket, earliest due first, each with what it owes, its last contact and
 * who may be contacted now.
 */
export async function worklist(
  deps: CollectionsDeps,
  query: { bucket: OverdueBucket; limit: number },
) {
  const at = deps.clock.now();
  const today = phDate(at);
  const bucket = OVERDUE_BUCKETS.find((b) => b.id === query.bucket)!;
  const found: OverdueOrder[] = [];
  await eachOverdueOrder(deps, today, bucket.to, (item) => {
    if (bucketOf(item.daysPastDue) === bucket.id) found.push(item);
    return found.length < query.limit;
  });
  const ids = found.map((item) => item.order.id);
  const [latest, consents, parties] = await Promise.all([
    latestContactRows(deps.db, ids),
    consentsInForce(deps.db, ids),
    loanPartyRows(deps.db, ids),
  ]);
  const lastOf = new Map(latest.map((row) => [row.order_id, row]));
  const partiesOf = groupByOrder(parties);
  const items = found.map(({ order, phone, daysPastDue, outstanding }) => {
    const last = lastOf.get(order.id);
    const consent = consents.get(order.id);
    return {
      ...summary(order, phone),
      daysPastDue,
      outstanding,
      consentedToOffHours: consent !== undefined,
      contactNow: contactNow(deps, {
        at,
        phone,
        daysPastDue,
        parties: partiesOf.get(order.id) ?? [],
        consent,
      }),
      lastContact: last ? contactView(last, order.publicId) : null,
    };
  });
  return { bucket: query.bucket, today, at: at.toISOString(), phClock: phClock(at), items };
}

/** An order's contact log, newest first, its recorded parties and who may be contacted now. */
export async function orderCollections(deps: CollectionsDeps, publicId: string) {
  const order = await findOrder(deps, publicId);
  const [circumstances, rows] = await Promise.all([
    circumstancesOf(deps, order),
    listContactRows(deps.db, order.id),
  ]);
  return {
    orderId: order.publicId,
    daysPastDue: circumstances.daysPastDue,
    at: circumstances.at.toISOString(),
    phClock: phClock(circumstances.at),
    consentedToOffHours: circumstances.consent !== undefined,
    offHoursConsent: consentView(circumstances.consent),
    parties: circumstances.parties.map(partyView),
    contactNow: contactNow(deps, circumstances),
    contacts: rows.map((row) => contactView(row, order.publicId)),
  };
}

/** What the audit trail keeps of an order's collections before a change: ids, no names. */
export async function collectionsAuditBefore(deps: LoanDeps, publicId: string) {
  const order = await findAnyOrder(deps.db, publicId);
  if (!order) return null;
  const [parties, consents] = await Promise.all([
    loanPartyRows(deps.db, [order.id]),
    consentsInForce(deps.db, [order.id]),
  ]);
  return {
    orderId: order.publicId,
    partyIds: parties.map((p) => p.id),
    offHoursConsent: consents.has(order.id),
  };
}

/**
 * Logs a contact with someone recorded on an overdue loan, made now: refused (422, the reason in
 * the message, nothing kept) when the person is not on the loan or SEC MC 18 s.2019 does not
 * allow the contact now. The answer (which the audit trail keeps) names nobody.
 */
export async function logContact(
  deps: CollectionsDeps,
  publicId: string,
  body: ContactBody,
  collector: Collector,
) {
  const order = await findOrder(deps, publicId);
  const circumstances = await circumstancesOf(deps, order);
  if (circumstances.daysPastDue < 1) {
    throw new AppError(NOT_OVERDUE, `Order ${publicId} is not overdue: nothing to collect`, 409);
  }
  const person = contactNow(deps, circumstances).find((p) => p.partyId === body.partyId);
  if (!person) {
    throw new AppError(
      CONTACT_REFUSED,
      `SEC MC 18 s.2019 s.1(h): the person asked for is not recorded on order ${order.publicId}; only the borrower and the guarantors and co-makers recorded on the loan may be contacted`,
      422,
    );
  }
  if (!person.allowed) throw new AppError(CONTACT_REFUSED, person.why, 422);
  const promise = body.outcome === 'promise-to-pay';
  const row = await insertContact(deps.db, {
    order_id: order.id,
    operator_id: collector.operatorId,
    actor: collector.actor,
    channel: body.channel,
    party: person.party,
    party_id: person.party === 'borrower' ? null : person.partyId,
    contact_name: person.party === 'borrower' ? '' : person.name,
    outcome: body.outcome,
    note: body.note,
    promise_date: promise ? (body.promiseDate ?? null) : null,
    promise_amount: promise ? (body.promiseAmount ?? null) : null,
    days_past_due: circumstances.daysPastDue,
    contacted_at: circumstances.at,
  });
  const { contactName: _name, note: _note, ...logged } = contactView(row, order.publicId);
  return logged;
}

/** Off-hours consent is the borrower's own act in the app: an operator cannot record it. */
export function refuseOperatorConsent(): never {
  throw new AppError(
    CONSENT_NOT_OPERATORS,
    "Consent to contact outside 06:00:00-22:00:00 is the borrower's own act in the app (SEC MC 18 s.2019, decision 0075): an operator cannot record it",
    403,
  );
}

/** Erasure: the contacts about these orders keep when, how and the outcome; not who or the notes. */
export function anonymiseOrderContacts(db: Db, orderIds: readonly string[]): Promise<void> {
  return anonymiseContactRows(db, orderIds);
}
