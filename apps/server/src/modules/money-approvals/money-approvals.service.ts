import { BUSINESS_CODE } from '@loan/contract';
import type { MoneyApproval } from '@loan/contract/ops';
import { addDays, type WaivedPart } from '@loan/loan-engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type PageCursor, pageOf } from '../../lib/page-cursor.ts';
import { phDate, phDayStart } from '../../lib/ph-date.ts';
import { findOrderByAnyId, type MoneyOperator, waive } from '../ledger/ledger-ops.service.ts';
import { receiptAfterCommit } from '../messages/after-commit.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import type { Order } from '../order/order.ts';
import { findOrderById } from '../order/order-reads.service.ts';
import { bookPayment, type ReceivedPayment } from '../payments/payment-ledger.service.ts';
import {
  operatorPaymentsBetween,
  operatorReceiptOfReference,
  receiptNoOfPayment,
} from '../payments/payments.service.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { operatorUploadNames, uploadNameOf } from '../uploads/uploads.service.ts';
import {
  type ApprovalRow,
  type ApprovalStatus,
  decideApproval,
  findApproval,
  findApprovalByReference,
  insertApproval,
  listApprovalRows,
  listApprovalsOfPayments,
  lockApproval,
} from './money-approvals.repository.ts';

export type ApprovalDeps = LoanDeps & { sms: SmsProvider; log: FastifyBaseLogger };

/** Days back a maker may state as the day the money moved. */
export const VALUE_DATE_DAYS_BACK = 31;

const refused = (status: number, message: string) =>
  new AppError(status === 404 ? BUSINESS_CODE.notFound : BUSINESS_CODE.failed, message, status);

/** The request as the operators see it. */
export async function approvalView(
  db: Db,
  row: ApprovalRow,
  order?: Order,
): Promise<MoneyApproval> {
  const publicId = order?.publicId ?? (await findOrderById(db, row.order_id))?.publicId;
  const details = row.details;
  return {
    id: row.id,
    kind: row.kind,
    orderId: publicId ?? row.order_id,
    amount: row.amount,
    reference: row.reference,
    valueDate: row.value_date,
    evidence: row.evidence,
    paymentKind: row.kind === 'payment' ? (details.kind as 'instalment' | 'rollover') : null,
    channel: row.kind === 'payment' ? (details.channel ?? null) : null,
    part: row.kind === 'waiver' ? (details.part as WaivedPart) : null,
    reason: row.kind === 'waiver' ? (details.reason ?? null) : null,
    status: row.status,
    maker: row.maker,
    makerRole: row.maker_role,
    madeAt: row.made_at.toISOString(),
    checker: row.checker,
    checkerRole: row.checker_role,
    decidedAt: row.decided_at?.toISOString() ?? null,
    rejectReason: row.reject_reason,
    receiptNo: row.payment_id ? await receiptNoOfPayment(db, row.payment_id) : null,
  };
}

/** The stated value date: a Philippine day, not ahead of today nor before the release. */
function valueDateOf(deps: LoanDeps, order: Order, stated: string | undefined): string {
  const today = phDate(deps.clock.now());
  const day = stated ?? today;
  const earliest = addDays(today, -VALUE_DATE_DAYS_BACK);
  if (day > today) throw refused(422, `The value date ${day} is after today (${today})`);
  if (day < earliest) {
    throw refused(422, `The value date ${day} is more than ${VALUE_DATE_DAYS_BACK} days back`);
  }
  if (order.releaseDate && day < order.releaseDate) {
    throw refused(422, `The value date ${day} is before the loan's release (${order.releaseDate})`);
  }
  return day;
}

/** Evidence is an image stored through the operators' uploads (checked and re-encoded there). */
async function evidenceOf(db: Db, url: string | undefined): Promise<string | null> {
  if (!url) return null;
  const name = uploadNameOf(url);
  const known = name ? await operatorUploadNames(db, [name]) : [];
  if (!name || known.length === 0) {
    throw refused(422, 'The evidence must be an image sent through POST /uploads/evidence');
  }
  return url;
}

export interface ApprovalRequest {
  kind: ApprovalRow['kind'];
  orderId: string;
  amount: number;
  reference: string;
  valueDate?: string | undefined;
  evidence?: string | undefined;
  details: Record<string, string>;
}

/**
 * Records a maker's booking or waiver as pending: nothing is booked until a second operator
 * approves. Once per (kind, reference): the same request again answers the one recorded.
 */
export async function requestApproval(
  deps: LoanDeps,
  input: ApprovalRequest,
  maker: MoneyOperator,
): Promise<MoneyApproval> {
  const order = await findOrderByAnyId(deps.db, input.orderId);
  const same = async () => {
    const earlier = await findApprovalByReference(deps.db, input.kind, input.reference);
    if (!earlier) return undefined;
    if (earlier.order_id !== order.id || earlier.amount !== input.amount) {
      throw new AppError(
        BUSINESS_CODE.idempotencyKeyReused,
        `Reference ${input.reference} is already used by another request`,
        409,
      );
    }
    return approvalView(deps.db, earlier, order);
  };
  const earlier = await same();
  if (earlier) return earlier;
  const booked =
    input.kind === 'payment' && (await operatorReceiptOfReference(deps.db, input.reference));
  if (booked) {
    throw new AppError(
      BUSINESS_CODE.idempotencyKeyReused,
      `Reference ${input.reference} is already booked (receipt ${booked})`,
      409,
    );
  }
  const row = await insertApproval(deps.db, {
    kind: input.kind,
    order_id: order.id,
    amount: input.amount,
    reference: input.reference,
    value_date: valueDateOf(deps, order, input.valueDate),
    evidence: await evidenceOf(deps.db, input.evidence),
    details: input.details,
    maker: maker.actor,
    maker_role: maker.role,
    made_at: deps.clock.now(),
  });
  // A concurrent twin inserted first: answer that one.
  return row ? approvalView(deps.db, row, order) : (await same())!;
}

/** A booking under the limit, booked at once: its stated value date, checked as a request's. */
export async function statedValueDate(deps: LoanDeps, orderId: string, stated: string | undefined) {
  return valueDateOf(deps, await findOrderByAnyId(deps.db, orderId), stated);
}

/**
 * A checker approves: the booking or waiver is made in the same transaction that marks the
 * request approved, under the request's row lock, so concurrent approvals book once. The maker
 * may not approve their own request (403); a rejected one stays rejected (409); an approved one
 * answers as it is (a retried approval).
 */
export async function approve(
  deps: ApprovalDeps,
  id: string,
  checker: MoneyOperator,
): Promise<MoneyApproval> {
  const outcome = await deps.db.transaction().execute(async (tx) => {
    const row = await lockedOrRefused(tx, id, checker);
    if (row.status === 'approved') return { row, booked: null };
    const now = deps.clock.now();
    let paymentId: string | null = null;
    if (row.kind === 'payment') {
      const payment: ReceivedPayment & { valueDate: string } = {
        orderId: row.order_id,
        amount: row.amount,
        kind: row.details.kind === 'rollover' ? 'rollover' : 'instalment',
        source: 'operator',
        reference: row.reference,
        channel: row.details.channel ?? 'received outside the provider',
        actor: row.maker as ReceivedPayment['actor'],
        paidAt: now,
        valueDate: row.value_date,
        refuseOverpayment: true,
      };
      const booked = await bookPayment(tx, deps, payment);
      paymentId = booked.paymentId;
    } else {
      const order = await findOrderById(tx, row.order_id);
      await waive(
        deps,
        order!.publicId,
        {
          part: row.details.part as WaivedPart,
          amount: row.amount,
          reason: row.details.reason ?? '',
          reference: row.reference,
          approvedBy: checker.actor,
        },
        { actor: row.maker as MoneyOperator['actor'], role: row.maker_role ?? '' },
        tx,
      );
    }
    const decided = await decideApproval(tx, id, {
      status: 'approved',
      checker: checker.actor,
      checker_role: checker.role,
      decided_at: now,
      reject_reason: null,
      payment_id: paymentId,
    });
    return { row: decided, booked: paymentId };
  });
  // After the commit, which numbered the receipt (decision 0042).
  if (outcome.booked) await receiptAfterCommit(deps, outcome.booked);
  return approvalView(deps.db, outcome.row);
}

/** A checker rejects, with a reason: nothing is booked. Refused for the maker and once decided. */
export async function reject(
  deps: LoanDeps,
  id: string,
  reason: string,
  checker: MoneyOperator,
): Promise<MoneyApproval> {
  const row = await deps.db.transaction().execute(async (tx) => {
    const locked = await lockedOrRefused(tx, id, checker);
    if (locked.status === 'approved') {
      throw refused(
        409,
        `Request ${id} was approved by ${locked.checker}: reverse the booking instead`,
      );
    }
    return decideApproval(tx, id, {
      status: 'rejected',
      checker: checker.actor,
      checker_role: checker.role,
      decided_at: deps.clock.now(),
      reject_reason: reason,
      payment_id: null,
    });
  });
  return approvalView(deps.db, row);
}

async function lockedOrRefused(tx: Db, id: string, checker: MoneyOperator) {
  const row = isUuid(id) ? await lockApproval(tx, id) : undefined;
  if (!row) throw refused(404, `No request ${id}`);
  if (row.maker === checker.actor) {
    throw refused(403, 'You made this request: a second operator must decide it');
  }
  if (row.status === 'rejected') {
    throw refused(409, `Request ${id} was rejected by ${row.checker}: ${row.reject_reason}`);
  }
  return row;
}

const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Requests of a status, newest first, a page at a time. */
export async function listApprovals(
  db: Db,
  query: { status: ApprovalStatus; limit: number; after?: PageCursor | undefined },
) {
  const rows = await listApprovalRows(db, query.status, query.after, query.limit);
  const page = pageOf(rows, query.limit, (row) => ({ at: row.made_at, id: row.id }));
  const approvals = [];
  for (const row of page.items) approvals.push(await approvalView(db, row));
  return { approvals, next: page.next };
}

export async function showApproval(db: Db, id: string) {
  const row = isUuid(id) ? await findApproval(db, id) : undefined;
  if (!row) throw refused(404, `No request ${id}`);
  return approvalView(db, row);
}

/**
 * The money operators booked on a Philippine day, with who made and who checked each booking,
 * its reference and evidence: the reconciliation report's own section (nothing at the gateway
 * answers for it).
 */
export async function manualBookingsOfDay(db: Db, date: string) {
  const rows = await operatorPaymentsBetween(db, phDayStart(date), phDayStart(addDays(date, 1)));
  const approvals = new Map(
    (
      await listApprovalsOfPayments(
        db,
        rows.map((row) => row.id),
      )
    ).map((a) => [a.payment_id, a]),
  );
  return rows.map((row) => {
    const approval = approvals.get(row.id);
    return {
      receiptNo: row.receipt_no,
      orderId: row.public_id,
      amount: row.amount,
      reference: row.reference,
      channel: row.channel,
      paidAt: row.paid_at.toISOString(),
      valueDate: approval?.value_date ?? null,
      maker: approval?.maker ?? row.actor,
      checker: approval?.checker ?? null,
      evidence: approval?.evidence ?? null,
    };
  });
}
