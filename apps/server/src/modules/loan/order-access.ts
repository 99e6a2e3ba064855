import { BUSINESS_CODE } from '@loan/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser, sessionTokenOf } from '../../lib/session-user.ts';
import {
  acceptLiveSession,
  resolveSession,
  type SessionDeps,
  sessionLookup,
} from '../user/session.service.ts';
import { findLiveSessionWithOwnOrderRow, findOrderRow, type OrderRow } from './order.repository.ts';
import { type Order, toOrder } from './order.ts';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';

/** The order a call's session check read with the session: the row, or none of the borrower's. */
interface PreloadedOrder {
  publicId: string;
  row: OrderRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    preloadedOrder?: PreloadedOrder;
  }
}

/** The borrower's own order. Someone else's and a missing one get the same answer. */
export async function findOwnOrder(db: Db, userId: string, publicId: string): Promise<Order> {
  const row = await findOrderRow(db, publicId);
  return ownOrder(row && row.user_id === userId ? row : null);
}

/**
 * The borrower's own order as the session check read it, when it read this one; otherwise read
 * now (the check saw a differently written id, before validation trimmed it).
 */
export async function findPreloadedOwnOrder(
  db: Db,
  request: FastifyRequest,
  userId: string,
  publicId: string,
): Promise<Order> {
  const preloaded = request.preloadedOrder;
  if (preloaded?.publicId !== publicId) return findOwnOrder(db, userId, publicId);
  return ownOrder(preloaded.row && preloaded.row.user_id === userId ? preloaded.row : null);
}

function ownOrder(row: OrderRow | null): Order {
  if (!row) throw new AppError(BUSINESS_CODE.orderNotFound, ORDER_NOT_FOUND_MESSAGE);
  return toOrder(row);
}

/**
 * The session check of a call about one of the borrower's orders (`orderId` in its body): the
 * session, its borrower and that order in one round trip. Answers sessionExpired as the usual
 * check does; the order is left for the handler to find on `request.preloadedOrder`.
 */
export async function authenticateWithOwnOrder(
  deps: SessionDeps,
  request: FastifyRequest,
): Promise<void> {
  const token = sessionTokenOf(request);
  const { orderId } = (request.body ?? {}) as { orderId?: unknown };
  request.user = null;
  if (token) {
    const lookup = sessionLookup(deps, token);
    if (typeof orderId === 'string' && orderId.length <= 64) {
      const found = await findLiveSessionWithOwnOrderRow(deps.db, lookup, orderId);
      if (found) {
        const session = {
          id: found.session_id,
          last_seen_at: found.session_last_seen_at,
          user_id: found.session_user_id,
        };
        request.user = await acceptLiveSession(deps, session, lookup.now);
        request.preloadedOrder = { publicId: orderId, row: found.order };
      }
    } else {
      request.user = await resolveSession(deps, token);
    }
  }
  requireUser(request);
}

export function statusConflict(message: string): AppError {
  return new AppError(BUSINESS_CODE.orderStatusConflict, message);
}
