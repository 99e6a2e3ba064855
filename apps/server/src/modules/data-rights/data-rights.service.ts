import { randomBytes } from 'node:crypto';
import { type endpoints, type Locale, ORDER_STATUS, type ResponseOf } from '@loan/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { userComplaints } from '../complaint/complaint.service.ts';
import { chosenLanguage } from '../language/language.service.ts';
import { allMessages } from '../messages/messages.service.ts';
import { listUserOrders } from '../order/order-access.ts';
import { orderHistory } from '../order/order-reads.service.ts';
import { orderReceipts } from '../payments/payments.service.ts';
import { payoutAccountText } from '../payout/payout.service.ts';
import { userSessions } from '../user/session.service.ts';
import { userProfile } from '../user/user.service.ts';
import {
  deleteOpenErasureRequest,
  findOpenErasureRequest,
  insertOpenErasureRequest,
  listErasureRequests,
} from './erasure-request.repository.ts';
import { erasureDate } from './erasure-schedule.ts';

type MyData = ResponseOf<typeof endpoints.myData>;
type ErasureRequest = ResponseOf<typeof endpoints.requestErasure>;

export interface DataRightsDeps {
  db: Db;
  clock: Clock;
  config: { erasureRetentionDays: number } & Pick<AppConfig, 'accountEncryptionKey'>;
}

const ALL_STATUSES = Object.values(ORDER_STATUS);
/** How the loan push words the borrower's agreement in the order's first event (decision 0017). */
const CONSENT_MARK = 'agreed at ';

/**
 * Everything held about the borrower: profile, loans, payments, complaints, consents, sessions,
 * messages (in `lang`, the language they read in now), the payout account (masked) and their
 * language choice.
 */
export async function myData(
  deps: DataRightsDeps,
  user: SessionUser,
  lang: Locale,
): Promise<MyData> {
  const { db } = deps;
  const profile = await userProfile(db, user.id);
  if (!profile) throw new Error('the session has no borrower');
  const orders = await listUserOrders(db, user.id, ALL_STATUSES);
  orders.sort((a, b) => a.appliedAt.getTime() - b.appliedAt.getTime());
  const perOrder = await Promise.all(
    orders.map(async (order) => ({
      payments: await orderReceipts(db, order),
      consents: (await orderHistory(db, order.id))
        .filter((event) => event.note.includes(CONSENT_MARK))
        .map((event) => ({
          orderId: order.publicId,
          at: iso(event.at),
          text: event.note,
          documents: documentsIn(event.note),
        })),
    })),
  );
  return {
    exportedAt: iso(deps.clock.now()),
    profile: { phone: profile.phone, registeredAt: iso(profile.registeredAt) },
    orders: orders.map((order) => ({
      orderId: order.publicId,
      productId: order.productId,
      status: order.status,
      principal: order.principal,
      appliedAt: iso(order.appliedAt),
      releaseDate: order.releaseDate,
      dueDate: order.dueDate,
      settledAt: order.settledAt ? iso(order.settledAt) : null,
    })),
    payments: perOrder.flatMap((o) => o.payments),
    complaints: (await userComplaints(db, user.id)).map((c) => ({
      complaintId: c.publicId,
      orderId: c.orderPublicId,
      problemType: c.problemType,
      detail: c.detail,
      images: c.images,
      status: c.status,
      reply: c.reply,
      createdAt: iso(c.createdAt),
    })),
    consents: perOrder.flatMap((o) => o.consents),
    sessions: (await userSessions(db, user.id)).map((s) => ({
      startedAt: iso(s.startedAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
      endedAt: s.endedAt ? iso(s.endedAt) : null,
      current: s.id === user.sessionId,
    })),
    messages: await allMessages(deps, user.id, lang),
    payoutAccount: await payoutAccountText(deps, user.id),
    language: await chosenLanguage(db, user.id),
    erasureRequests: (await listErasureRequests(db, user.id)).map((row) =>
      toErasureRequest(
        row,
        erasureDate(orders, deps.config.erasureRetentionDays, row.requested_at),
      ),
    ),
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
  const orders = await listUserOrders(deps.db, userId, ALL_STATUSES);
  return toErasureRequest(
    open,
    erasureDate(orders, deps.config.erasureRetentionDays, open.requested_at),
  );
}

/** Withdraws the borrower's open erasure request, while it is not carried out yet. */
export async function withdrawErasure(
  deps: { db: Db },
  userId: string,
): Promise<{ withdrawn: boolean }> {
  return { withdrawn: await deleteOpenErasureRequest(deps.db, userId) };
}

function toErasureRequest(
  row: {
    reference: string;
    status: 'received' | 'completed';
    requested_at: Date;
    completed_at: Date | null;
  },
  eraseFrom: string | null,
): ErasureRequest {
  return {
    reference: row.reference,
    status: row.status,
    requestedAt: iso(row.requested_at),
    eraseFrom: row.status === 'received' ? eraseFrom : null,
    completedAt: row.completed_at ? iso(row.completed_at) : null,
  };
}

const DOCUMENT_VERSION = /\b(loan-agreement|disclosure-statement)\/(\S+?)(?=\s|$)/g;

/** The documents a consent names, as `loan-agreement/2026-11-22` (decision 0017). */
function documentsIn(note: string): MyData['consents'][number]['documents'] {
  return [...note.matchAll(DOCUMENT_VERSION)].map((match) => ({
    document: match[1] as 'loan-agreement' | 'disclosure-statement',
    version: match[2] ?? '',
  }));
}

function iso(at: Date): string {
  return at.toISOString();
}
