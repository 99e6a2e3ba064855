import type { Db } from '../../db/database.ts';
import { readCache } from '../../lib/read-cache.ts';
import { repaymentsOfPayments } from '../ledger/ledger.service.ts';
import {
  type ChannelRow,
  countPaymentRowsBySource,
  findOperatorPayment,
  findPaymentByReceipt,
  findPaymentRow,
  findPaymentWithOrder,
  listChannelRows,
  listOperatorPaymentRowsPaidBetween,
  listOrderPaymentRows,
  listPaymentRowsOfOrders,
  listPaymentRowsPaidBetween,
  type PaymentRow,
} from './payments.repository.ts';
import { type Receipt, toReceipt } from './receipt.ts';

/** A booked payment as other modules see it; rows stay in this module. */
export interface Payment {
  id: string;
  orderId: string;
  receiptNo: string;
  kind: PaymentRow['kind'];
  amount: number;
  penalty: number;
  interest: number;
  principal: number;
  unapplied: number;
}

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    orderId: row.order_id,
    receiptNo: row.receipt_no,
    kind: row.kind,
    amount: row.amount,
    penalty: row.penalty,
    interest: row.interest,
    principal: row.principal,
    unapplied: row.unapplied,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payment of this order with this receipt number (or id), or undefined. */
export async function findOrderPayment(
  db: Db,
  orderId: string,
  ref: string,
): Promise<Payment | undefined> {
  const row =
    (await findPaymentByReceipt(db, ref)) ??
    (UUID.test(ref) ? await findPaymentRow(db, ref) : undefined);
  return row && row.order_id === orderId ? toPayment(row) : undefined;
}

/** The payments of some orders (reconcile compares them with the repayment entries). */
export async function paymentsOfOrders(db: Db, orderIds: readonly string[]): Promise<Payment[]> {
  return (await listPaymentRowsOfOrders(db, orderIds)).map(toPayment);
}

/** An order's receipts, oldest first. */
export async function orderReceipts(
  db: Db,
  order: { id: string; publicId: string },
): Promise<Receipt[]> {
  const rows = await listOrderPaymentRows(db, order.id);
  const reversed = await repaymentsOfPayments(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toReceipt(row, order.publicId, reversed.get(row.id)));
}

/** A payment as the operators' export lists it: the receipt, its source and who booked it. */
export interface PaymentLine extends Receipt {
  source: string;
  actor: string;
}

/** Payments received in [from, to), oldest first, a page after `after` (the CSV export). */
export async function paymentsReceivedBetween(
  db: Db,
  range: { from: Date; to: Date },
  after: { at: Date; id: string } | undefined,
  limit: number,
): Promise<Array<{ payment: PaymentLine; userId: string; cursor: { at: Date; id: string } }>> {
  const rows = await listPaymentRowsPaidBetween(db, range, after, limit);
  const reversed = await repaymentsOfPayments(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    payment: {
      ...toReceipt(row, row.public_id, reversed.get(row.id)),
      source: row.source,
      actor: row.actor,
    },
    userId: row.user_id,
    cursor: { at: row.paid_at, id: row.id },
  }));
}

/** A receipt by its number, with the borrower whose order it paid, or undefined. */
export async function findReceipt(
  db: Db,
  receiptNo: string,
): Promise<{ receipt: Receipt; userId: string } | undefined> {
  return receiptOfRow(db, await findPaymentByReceipt(db, receiptNo));
}

/** A committed payment's receipt by the payment's id (its number is given at the commit). */
export async function findReceiptOfPayment(
  db: Db,
  paymentId: string,
): Promise<{ receipt: Receipt; userId: string } | undefined> {
  return receiptOfRow(db, await findPaymentWithOrder(db, paymentId));
}

async function receiptOfRow(
  db: Db,
  row: Awaited<ReturnType<typeof findPaymentWithOrder>>,
): Promise<{ receipt: Receipt; userId: string } | undefined> {
  if (!row) return undefined;
  const reversed = await repaymentsOfPayments(db, [row.id]);
  return { receipt: toReceipt(row, row.public_id, reversed.get(row.id)), userId: row.user_id };
}

/** The receipt of the money an operator booked under `reference`, if any (once per reference). */
export async function operatorReceiptOfReference(db: Db, reference: string) {
  return (await findOperatorPayment(db, reference))?.receipt_no;
}

/** A committed payment's official receipt number. */
export async function receiptNoOfPayment(db: Db, paymentId: string): Promise<string | null> {
  return (await findPaymentRow(db, paymentId))?.receipt_no ?? null;
}

/** Money operators booked on a Philippine day's instants, oldest first. */
export async function operatorPaymentsBetween(db: Db, from: Date, to: Date) {
  return listOperatorPaymentRowsPaidBetween(db, from, to);
}

/** A payment channel the borrower may pay through. */
export interface Channel {
  channelNumber: number;
  name: string;
  kind: ChannelRow['kind'];
  logo: string;
  /** The channel's payment steps. */
  notice: string[];
  /** The steps in Filipino, when written (docs/decisions/0047). */
  noticeFil: string[] | null;
}

function toChannel(row: ChannelRow): Channel {
  return {
    channelNumber: row.channel_number,
    name: row.name,
    kind: row.kind,
    logo: row.logo,
    notice: row.notice as string[],
    noticeFil: (row.notice_fil as string[] | null) ?? null,
  };
}

// Set by migrations and seeds only, and read by every repayment page and pay code: served from
// memory for seconds, as the catalogue is.
const activeChannelRows = readCache<'active', ChannelRow[]>();

/** The active channels, in the order the pages list them. */
export async function activeChannels(db: Db): Promise<Channel[]> {
  return (await activeChannelRows.get(db, 'active', () => listChannelRows(db))).map(toChannel);
}

export async function findActiveChannel(
  db: Db,
  channelNumber: number,
): Promise<Channel | undefined> {
  return (await activeChannels(db)).find((channel) => channel.channelNumber === channelNumber);
}

/** Every payment booked, counted by source and kind: committed rows only, over every process. */
export async function bookedPaymentCounts(db: Db) {
  const rows = await countPaymentRowsBySource(db);
  return rows.map((row) => ({ source: row.source, kind: row.kind, count: Number(row.count) }));
}
