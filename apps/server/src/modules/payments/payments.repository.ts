import { type Insertable, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PayCodesTable, PaymentChannelsTable, PaymentsTable } from '../../db/schema.ts';
import { limitLiteral } from '../../lib/page-cursor.ts';
import { byteOrdered, startsWith } from '../../lib/prefix-range.ts';

export type ChannelRow = Selectable<PaymentChannelsTable>;
export type PayCodeRow = Selectable<PayCodesTable>;
export type PaymentRow = Selectable<PaymentsTable>;

export async function listChannelRows(db: Db) {
  return db
    .selectFrom('payment_channels')
    .selectAll()
    .where('active', '=', true)
    .orderBy('position')
    .execute();
}

export interface PayCodeKey {
  orderId: string;
  amount: number;
  channelNumber: number;
  kind: 'instalment' | 'rollover';
}

export async function findLivePayCode(db: Db, key: PayCodeKey) {
  return db
    .selectFrom('pay_codes')
    .selectAll()
    .where('order_id', '=', key.orderId)
    .where('amount', '=', key.amount)
    .where('channel_number', '=', key.channelNumber)
    .where('kind', '=', key.kind)
    .where('status', '=', sql.lit('live'))
    .executeTakeFirst();
}

/** The newest live code of an order for a kind (the default pay box). */
export async function findLatestLivePayCode(
  db: Db,
  orderId: string,
  kind: PayCodeKey['kind'],
  now: Date,
) {
  return db
    .selectFrom('pay_codes')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .where('status', '=', sql.lit('live'))
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Inserts a live code unless another request just did (then nothing). */
export async function insertLivePayCode(db: Db, values: Insertable<PayCodesTable>) {
  return db
    .insertInto('pay_codes')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['order_id', 'amount', 'channel_number', 'kind'])
        // A literal, not a parameter: a generic plan cannot match a partial index to a parameter.
        .where('status', '=', sql.lit('live'))
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function setPayCodeStatus(db: Db, id: string, status: PayCodeRow['status']) {
  await db.updateTable('pay_codes').set({ status }).where('id', '=', id).execute();
}

/** Marks the order's live codes but one expired; answers those it ended. */
export async function endLivePayCodesExcept(db: Db, orderId: string, keptId: string, now: Date) {
  return db
    .updateTable('pay_codes')
    .set({ status: 'expired', ended_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', sql.lit('live'))
    .where('id', '!=', keptId)
    .returning(['reference', 'provider_ref'])
    .execute();
}

export async function findPayCodeByReference(db: Db, reference: string) {
  return db
    .selectFrom('pay_codes')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export async function lockPayCodeByReference(db: Db, reference: string) {
  return db
    .selectFrom('pay_codes')
    .selectAll()
    .where('reference', '=', reference)
    .forUpdate()
    .executeTakeFirst();
}

export async function findPaymentByProviderId(db: Db, providerPaymentId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}

export async function findOperatorPayment(db: Db, reference: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('source', '=', sql.lit('operator'))
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export async function insertPayment(db: Db, values: Insertable<PaymentsTable>) {
  return db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function listOrderPaymentRows(db: Db, orderId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('paid_at')
    .orderBy('receipt_no')
    .execute();
}

export async function findPaymentByReceipt(db: Db, receiptNo: string) {
  return paymentWithOrder(db).where('payments.receipt_no', '=', receiptNo).executeTakeFirst();
}

export async function findPaymentWithOrder(db: Db, paymentId: string) {
  return paymentWithOrder(db).where('payments.id', '=', paymentId).executeTakeFirst();
}

function paymentWithOrder(db: Db) {
  return db
    .selectFrom('payments')
    .innerJoin('loan_orders', 'loan_orders.id', 'payments.order_id')
    .selectAll('payments')
    .select(['loan_orders.user_id', 'loan_orders.public_id']);
}

/**
 * Live codes of a provider still without an answer, issued before `before`: oldest first, a page
 * after `after` (keyset on created_at, id, so a code that leaves `live` meanwhile moves none).
 */
export async function listStalePayCodes(
  db: Db,
  provider: string,
  before: Date,
  page: { limit: number; after?: { createdAt: Date; id: string } | undefined },
) {
  const { after } = page;
  return db
    .selectFrom('pay_codes')
    .select(['id', 'created_at', 'reference', 'provider_ref'])
    .where('provider', '=', provider)
    .where('status', '=', sql.lit('live'))
    .where('provider_ref', 'is not', null)
    .where('created_at', '<=', before)
    .$if(after !== undefined, (q) =>
      q.where((eb) =>
        eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(after!.createdAt, after!.id)),
      ),
    )
    .orderBy('created_at')
    .orderBy('id')
    .limit(page.limit)
    .execute();
}

/** A provider's payments booked between the instants, with their pay code's gateway id. */
export async function listProviderPayments(db: Db, provider: string, from: Date, to: Date) {
  return db
    .selectFrom('payments')
    .select(['reference', 'amount', 'provider_payment_id', 'paid_at'])
    .where('provider', '=', provider)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .execute();
}
/** Payments received in [from, to), oldest first, a page after `after`, with their order's number. */
export async function listPaymentRowsPaidBetween(
  db: Db,
  range: { from: Date; to: Date },
  after: { at: Date; id: string } | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('payments')
    .innerJoin('loan_orders', 'loan_orders.id', 'payments.order_id')
    .selectAll('payments')
    .select(['loan_orders.public_id', 'loan_orders.user_id'])
    .where('payments.paid_at', '>=', range.from)
    .where('payments.paid_at', '<', range.to);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('payments.paid_at', 'payments.id'), '>', eb.tuple(after.at, after.id)),
    );
  }
  return query
    .orderBy('payments.paid_at')
    .orderBy('payments.id')
    .limit(limitLiteral(limit))
    .execute();
}

/** Money operators booked in [from, to), oldest first, with their order's number. */
export async function listOperatorPaymentRowsPaidBetween(db: Db, from: Date, to: Date) {
  return db
    .selectFrom('payments')
    .innerJoin('loan_orders', 'loan_orders.id', 'payments.order_id')
    .selectAll('payments')
    .select(['loan_orders.public_id'])
    .where('payments.source', '=', 'operator')
    .where('payments.paid_at', '>=', from)
    .where('payments.paid_at', '<', to)
    .orderBy('payments.paid_at')
    .orderBy('payments.id')
    .execute();
}

/** The payments rows of some orders (reconcile compares them with the repayment entries). */
export async function listPaymentRowsOfOrders(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .execute();
}

export async function findPaymentRow(db: Db, id: string) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface PaymentSearch {
  /**
   * What `text` is (docs/decisions/0048): an order number (`orderId` its id), the start of a
   * receipt number, or the start of a reference (matched whole when it has a space or is beyond
   * ASCII). None: every payment.
   */
  by?: 'order' | 'receipt' | 'reference' | undefined;
  text?: string | undefined;
  orderId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * A page of payments after `after` (the last one shown), with their order's number: newest first
 * by (paid_at, id), or for the start of a receipt or a reference in the order of its index, so a
 * short start costs no more than a long one: receipts from the last issued, references A to Z.
 */
export async function searchPaymentRows(
  db: Db,
  search: PaymentSearch,
  after: { at: Date; id: string } | undefined,
  limit: number,
) {
  const { by, text = '' } = search;
  let page = db.selectFrom('payments').selectAll();
  if (search.from) page = page.where('paid_at', '>=', search.from);
  if (search.to) page = page.where('paid_at', '<', search.to);
  if (by === 'receipt' || by === 'reference') {
    const column = by === 'receipt' ? 'payments.receipt_no' : 'payments.reference';
    const value = byteOrdered(column);
    const asText = /^[\x21-\x7e]+$/.test(text);
    page = page.where(
      asText ? startsWith(column, text) : sql<SqlBool>`${sql.ref(column)} = ${text}`,
    );
    if (after) {
      const last = db.selectFrom('payments').select(value.as('v')).where('id', '=', after.id);
      page =
        by === 'receipt'
          ? page.where(value, '<', last)
          : page
              .where(value, '>=', last)
              .where((eb) =>
                eb(eb.tuple(value, eb.ref('payments.id')), '>', eb.tuple(last, after.id)),
              );
    }
  } else {
    if (by === 'order') page = page.where('order_id', '=', search.orderId ?? '');
    if (after) {
      page = page.where((eb) =>
        eb(eb.refTuple('paid_at', 'id'), '<', eb.tuple(after.at, after.id)),
      );
    }
  }
  // The page is taken from the payments alone, then joined to the orders (their numbers).
  const keys = orderKeys(by);
  let inner = page;
  for (const [column, direction] of keys) {
    inner = inner.orderBy(sortable(`payments.${column}`), direction);
  }
  let query = db
    .selectFrom(inner.limit(limitLiteral(limit)).as('page'))
    .innerJoin('loan_orders', 'loan_orders.id', 'page.order_id')
    .selectAll('page')
    .select('loan_orders.public_id');
  for (const [column, direction] of keys) {
    query = query.orderBy(sortable(`page.${column}`), direction);
  }
  return query.execute();
}

type Key = readonly [column: string, direction: 'asc' | 'desc'];

function orderKeys(by: PaymentSearch['by']): Key[] {
  if (by === 'receipt') return [['receipt_no', 'desc']];
  if (by === 'reference') {
    return [
      ['reference', 'asc'],
      ['id', 'asc'],
    ];
  }
  return [
    ['paid_at', 'desc'],
    ['id', 'desc'],
  ];
}

/** Text in byte order (what the prefix indexes hold), other columns as they are. */
function sortable(column: string) {
  return /receipt_no|reference/.test(column) ? byteOrdered(column) : sql.ref(column);
}

/** Payments booked so far, by who recorded them and what they paid (rows are never deleted). */
export async function countPaymentRowsBySource(db: Db) {
  return db
    .selectFrom('payments')
    .select(['source', 'kind', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy(['source', 'kind'])
    .execute();
}
