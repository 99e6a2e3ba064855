import type { Readable } from 'node:stream';
import { csvDownload, keysetWalk } from '../../lib/csv-download.ts';
import { phDate } from '../../lib/ph-date.ts';
import { maskPhone } from '../../lib/redact.ts';
import {
  type ComplaintOpsDeps,
  complaintsFiledBetween,
} from '../complaint/complaint-ops.service.ts';
import { figuresOfOrders } from '../ledger/order-figures.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { statusName } from '../order/order.ts';
import { listOrdersWithPhone } from '../order/order-reads.service.ts';
import { paymentsReceivedBetween } from '../payments/payments.service.ts';

export const EXPORT_KINDS = ['orders', 'payments', 'complaints'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

const BATCH = 500;

type ExportDeps = LoanDeps & ComplaintOpsDeps;
type Range = { from: Date; to: Date };

const money = (minor: number) => (minor / 100).toFixed(2);

const COLUMNS: Record<ExportKind, readonly string[]> = {
  orders: [
    'order_id',
    'phone',
    'product_id',
    'status',
    'status_name',
    'principal',
    'service_fee',
    'net_proceeds',
    'interest',
    'total_repayable',
    'paid_penalty',
    'paid_interest',
    'paid_principal',
    'rollovers',
    'applied_at',
    'release_date',
    'due_date',
    'settled_at',
  ],
  payments: [
    'receipt_no',
    'order_id',
    'paid_at',
    'amount',
    'kind',
    'source',
    'channel',
    'reference',
    'penalty',
    'interest',
    'principal',
    'overpayment',
    'outstanding_after',
    'booked_by',
    'reversed_at',
  ],
  complaints: [
    'problem_id',
    'order_id',
    'type',
    'sub_type',
    'status',
    'filed_at',
    'reply_due_at',
    'answered',
    'score',
    'detail',
    'reply',
  ],
};

/** Pesos with two decimals, times as ISO instants: what a spreadsheet reads without guessing. */
/**
 * What an export shows of a borrower's phone: the whole number only to the roles whose work is to
 * call borrowers (collections); everyone else reads it masked, as on screen.
 */
export type PhoneShown = 'full' | 'masked';

function rowsOf(
  deps: ExportDeps,
  kind: ExportKind,
  range: Range,
  phones: PhoneShown,
): AsyncIterable<unknown[]> {
  if (kind === 'orders') return orderRows(deps, range, phones);
  if (kind === 'payments') return paymentRows(deps, range);
  return complaintRows(deps, range);
}

async function* orderRows(deps: ExportDeps, range: Range, phones: PhoneShown) {
  const today = phDate(deps.clock.now());
  // Each page's figures from one read of its entries: money paid, never a waiver.
  const page = async (after: { at: Date; id: string } | undefined) => {
    const found = await listOrdersWithPhone(deps.db, {
      appliedFrom: range.from,
      appliedBefore: range.to,
      limit: BATCH,
      after,
    });
    const figures = await figuresOfOrders(
      deps.db,
      found.map((row) => row.order),
      today,
      deps.config.costCap,
    );
    return found.map((row) => ({ ...row, figures: figures.get(row.order.id) }));
  };
  const orders = keysetWalk(
    page,
    (last) => ({ at: last.order.appliedAt, id: last.order.publicId }),
    BATCH,
  );
  for await (const { order, phone, figures } of orders) {
    yield [
      order.publicId,
      phones === 'full' ? phone : maskPhone(phone),
      order.productId,
      order.status,
      statusName(order.status),
      money(order.principal),
      money(order.serviceFee),
      money(order.netProceeds),
      money(order.interest),
      money(order.totalRepayable),
      money((figures?.penalty.paid ?? 0) + (figures?.defaultInterest.paid ?? 0)),
      money(figures?.interest.paid ?? 0),
      money(figures?.principal.paid ?? 0),
      order.rollovers,
      order.appliedAt,
      order.releaseDate ?? '',
      order.dueDate ?? '',
      order.settledAt ?? '',
    ];
  }
}

async function* paymentRows(deps: ExportDeps, range: Range) {
  const payments = keysetWalk(
    (after: { at: Date; id: string } | undefined) =>
      paymentsReceivedBetween(deps.db, range, after, BATCH),
    (last) => last.cursor,
    BATCH,
  );
  for await (const { payment } of payments) {
    yield [
      payment.receiptNo,
      payment.orderId,
      payment.paidAt,
      money(payment.amount),
      payment.kind,
      payment.source,
      payment.channel,
      payment.reference,
      // The column keeps its meaning: both default charges (the receipt shows them apart).
      money(payment.allocation.penalty + payment.allocation.defaultInterest),
      money(payment.allocation.interest),
      money(payment.allocation.principal),
      money(payment.allocation.unapplied),
      money(payment.outstandingAfter),
      payment.actor,
      payment.reversedAt ?? '',
    ];
  }
}

async function* complaintRows(deps: ExportDeps, range: Range) {
  const complaints = keysetWalk(
    (after: { at: Date; id: string } | undefined) =>
      complaintsFiledBetween(deps, range, after, BATCH),
    (last) => last.cursor,
    BATCH,
  );
  for await (const { complaint, cursor } of complaints) {
    yield [
      complaint.problemId,
      complaint.orderId,
      complaint.type,
      complaint.sonType,
      complaint.statusName,
      cursor.at,
      complaint.replyDueAt,
      complaint.reply ? 'yes' : 'no',
      complaint.score ?? '',
      complaint.content,
      complaint.reply,
    ];
  }
}

/** Every row, counted: `done(rows)` once the last one is given (not when the walk is cut). */
async function* counted(rows: AsyncIterable<unknown[]>, done: (rows: number) => void) {
  let count = 0;
  for await (const row of rows) {
    count += 1;
    yield row;
  }
  done(count);
}

/**
 * One kind's records of a range of Philippine days as CSV, read a batch at a time; `done` hears
 * how many rows went out.
 */
export function exportCsv(
  deps: ExportDeps,
  kind: ExportKind,
  range: Range,
  options: { phones: PhoneShown; done: (rows: number) => void },
): Readable {
  return csvDownload(
    COLUMNS[kind],
    counted(rowsOf(deps, kind, range, options.phones), options.done),
  );
}
