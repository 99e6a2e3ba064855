import { BUSINESS_CODE } from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sameDigest, sha256Hex } from '../../lib/hash.ts';
import {
  csrfTokenMatches,
  operatorCookie,
  resumeOperatorSession,
} from './operator-session.service.ts';
import { isRole, type Permission, type Role } from './permissions.ts';
import { findLiveScopedToken } from './scoped-token.repository.ts';

/** Who an operations request acts as: a signed-in operator, or a named bearer token. */
export type OpsIdentity =
  | { kind: 'operator'; operatorId: string; email: string; role: Role; sessionId: string }
  | { kind: 'token'; name: string; role: Role; as?: string };

export const AUTOMATION_TOKEN_NAME = 'automation';
export const CSRF_HEADER = 'x-csrf-token';
export const OPERATOR_HEADER = 'x-operator';
const OPERATOR_PATTERN = /^[A-Za-z0-9._@-]{1,64}$/;

declare module 'fastify' {
  interface FastifyRequest {
    opsIdentity: OpsIdentity | null;
  }
  interface FastifyContextConfig {
    /** What an operations route needs (modules/operators/permissions.ts). */
    permission?: Permission;
    /** The record a write changes, as it was before (the audit trail's "before"). */
    auditBefore?: (request: FastifyRequest) => Promise<unknown>;
  }
}

export const UNAUTHORIZED = () => new AppError(BUSINESS_CODE.sessionExpired, 'Unauthorized', 401);

/** Compares digests, so the time taken says nothing about the token, not even its length. */
export function tokenMatches(expected: string, given: string): boolean {
  return sameDigest(sha256Hex(expected), sha256Hex(given));
}

/** The request's identity from its bearer token or session cookie; 401 without one. */
export async function identify(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<OpsIdentity> {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.length > 0) {
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    const identity = given ? await tokenIdentity(app, given) : null;
    if (!identity) throw UNAUTHORIZED();
    return withOperatorHeader(request, identity);
  }
  const token = sessionCookieOf(app, request);
  const session = token ? await resumeOperatorSession(app, token) : null;
  if (!session) throw UNAUTHORIZED();
  return withOperatorHeader(request, { kind: 'operator', ...session });
}

export function sessionCookieOf(app: FastifyInstance, request: FastifyRequest): string {
  const value = request.cookies[operatorCookie(app.config).name];
  return typeof value === 'string' && value.length <= 100 ? value : '';
}

async function tokenIdentity(app: FastifyInstance, given: string): Promise<OpsIdentity | null> {
  const automation = app.config.opsToken;
  if (automation && tokenMatches(automation, given)) {
    return { kind: 'token', name: AUTOMATION_TOKEN_NAME, role: 'admin' };
  }
  if (given.length > 200) return null;
  const row = await findLiveScopedToken(app.db, sha256Hex(given));
  return row && isRole(row.role) ? { kind: 'token', name: row.name, role: row.role } : null;
}

/** X-Operator names the person behind the automation token, and is refused with anything else. */
function withOperatorHeader(request: FastifyRequest, identity: OpsIdentity): OpsIdentity {
  const header = request.headers[OPERATOR_HEADER];
  if (header === undefined || header === '') return identity;
  if (identity.kind !== 'token' || identity.name !== AUTOMATION_TOKEN_NAME) {
    throw new AppError(
      BUSINESS_CODE.invalidRequest,
      'Invalid request: X-Operator is only for the automation token; the operator is whoever signed in or the token named',
      400,
    );
  }
  if (typeof header !== 'string' || !OPERATOR_PATTERN.test(header)) {
    throw new AppError(
      BUSINESS_CODE.invalidRequest,
      'Invalid request: X-Operator must be 1-64 letters, digits or ._@-',
      400,
    );
  }
  return { ...identity, as: header };
}

/** Whether a session request carries its session's CSRF token (bearer requests need none). */
export function csrfHolds(app: FastifyInstance, request: FastifyRequest): boolean {
  const given = request.headers[CSRF_HEADER];
  const token = sessionCookieOf(app, request);
  return typeof given === 'string' && token !== '' && csrfTokenMatches(token, given);
}

/** The name the audit trail records. */
export function auditActorOf(identity: OpsIdentity): string {
  if (identity.kind === 'operator') return `operator:${identity.email}`;
  return identity.as ? `token:${identity.name}/${identity.as}` : `token:${identity.name}`;
}

/** The name order events and payments record (`ops:` and the audit name). */
export function eventActorOf(identity: OpsIdentity): `ops:${string}` {
  if (identity.kind === 'operator') return `ops:${identity.email}`;
  return `ops:${auditActorOf(identity)}`;
}

export function operatorIdOf(identity: OpsIdentity): string | null {
  return identity.kind === 'operator' ? identity.operatorId : null;
}
