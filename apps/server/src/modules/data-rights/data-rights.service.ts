import { randomBytes } from 'node:crypto';
import { type endpoints, ORDER_STATUS, type ResponseOf } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { listUserComplaintRows } from '../complaint/complaint.repository.ts';
import { listUserOrderRows } from '../loan/order.repository.ts';
import { listOrderEventRows } from '../loan/order-event.repository.ts';
import { listOrderPaymentRows } from '../payments/payments.repository.ts';
import { toReceipt } from '../payments/receipt.ts';
import { listUserSessionRows } from '../user/session.repository.ts';
import { findUserRow } from '../user/user.repository.ts';
import {
  findOpenErasureRequest,
  insertOpenErasureRequest,
  listErasureRequests,
} from './erasure-request.repository.ts';

type MyData = ResponseOf<typeof endpoints.myData>;
type ErasureRequest = ResponseOf<typeof endpoints.requestErasure>;

export interface DataRightsDeps {
  db: Db;
  clock: Clock;
}

const ALL_STATUSES = Object.values(ORDER_STATUS);
/** How the loan push words the borrower's agreement in the order's first event (decision 0017). */
const CONSENT_MARK = 'agreed at ';

/** Everything held about the borrower: profile, loans, payments, complaints, consents, sessions. */
export async function myData(deps: DataRightsDeps, user: SessionUser): Promise<MyData> {
  const { db } = deps;
  const profile = await findUserRow(db, user.id);
  if (!profile) throw new Error('the session has no borrower');
  const orders = await listUserOrderRows(db, user.id, ALL_STATUSES);
  orders.sort((a, b) => a.applied_at.getTime() - b.applied_at.getTime());
  const perOrder = await Promise.all(
    orders.map(async (order) => ({
      payments: (await listOrderPaymentRows(db, order.id)).map((p) =>
        toReceipt(p, order.public_id),
      ),
      consents: (await listOrderEventRows(db, order.id))
        .filter((event) => event.note.includes(CONSENT_MARK))
        .map((event) => ({ orderId: order.public_id, at: iso(event.at), text: event.note })),
    })),
  );
  return {
    exportedAt: iso(deps.clock.now()),
    profile: { phone: profile.phone, registeredAt: iso(profile.created_at) },
    orders: orders.map((order) => ({
      orderId: order.public_id,
      productId: order.product_id,
      status: order.status,
      principal: order.principal,
      appliedAt: iso(order.applied_at),
      releaseDate: order.release_date,
      dueDate: order.due_date,
      settledAt: order.settled_at ? iso(order.settled_at) : null,
    })),
    payments: perOrder.flatMap((o) => o.payments),
    complaints: (await listUserComplaintRows(db, user.id)).map((c) => ({
      complaintId: c.public_id,
      orderId: c.order_public_id,
      problemType: c.problem_type,
      detail: c.detail,
      images: c.images,
      status: c.status,
      reply: c.dispose_detail,
      createdAt: iso(c.created_at),
    })),
    consents: perOrder.flatMap((o) => o.consents),
    sessions: (await listUserSessionRows(db, user.id)).map((s) => ({
      startedAt: iso(s.created_at),
      lastSeenAt: iso(s.last_seen_at),
      expiresAt: iso(s.expires_at),
      endedAt: s.revoked_at ? iso(s.revoked_at) : null,
      current: s.id === user.sessionId,
    })),
    erasureRequests: (await listErasureRequests(db, user.id)).map(toErasureRequest),
  };
}

/**
 * Records the borrower's request to erase their data, with a reference; asked again while it is
 * open, the same request. Loan records the lender must keep by law stay until their retention ends.
 */
export async function requestErasure(
  deps: DataRightsDeps,
  userId: string,
): Promise<ErasureRequest> {
  await insertOpenErasureRequest(deps.db, {
    user_id: userId,
    reference: `ER-${randomBytes(5).toString('hex').toUpperCase()}`,
    status: 'received',
    requested_at: deps.clock.now(),
  });
  const open = await findOpenErasureRequest(deps.db, userId);
  if (!open) throw new Error('the erasure request was not recorded');
  return toErasureRequest(open);
}

function toErasureRequest(row: {
  reference: string;
  status: 'received' | 'completed';
  requested_at: Date;
}) {
  return { reference: row.reference, status: row.status, requestedAt: iso(row.requested_at) };
}

function iso(at: Date): string {
  return at.toISOString();
}
