import { BUSINESS_CODE } from '@loan/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The borrower a request's session belongs to. */
export interface SessionUser {
  id: string;
  /** The session the request came with (for logout). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Session expired, please log in again';

/** The request's `?sessionid=`; a repeated or oversized parameter (not yet validated) is none. */
export function sessionTokenOf(request: FastifyRequest): string {
  const { sessionid } = request.query as { sessionid?: unknown };
  return typeof sessionid === 'string' && sessionid.length <= 200 ? sessionid : '';
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(BUSINESS_CODE.sessionExpired, SESSION_EXPIRED_MESSAGE);
  return request.user;
}
