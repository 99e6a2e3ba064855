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
import { findScopedToken } from './scoped-token.repository.ts';
import { noteTokenUse, tokenStateAt } from './scoped-token.service.ts';

/** Who an operations request acts as: a signed-in operator, or a named bearer token. */
export type OpsIdentity =
  | { kind: 'operator'; operatorId: string; email: string; role: Role; sessionId: string }
  | { kind: 'token'; name: string; role: Role; as?: string; ownerId?: string | null };

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

/** A request no one is behind: why (for the audit trail, never the token) and who it named. */
export class OpsUnidentified extends AppError {
  readonly reason: string;
  readonly actor: string;
  constructor(reason: string, actor = 'anonymous') {
    super(BUSINESS_CODE.sessionExpired, 'Unauthorized', 401);
    this.reason = reason;
    this.actor = actor;
  }
}

/** Compares digests, so the time taken says nothing about the token, not even its length. */
export function tokenMatches(expected: string, given: string): boolean {
  return sameDigest(sha256Hex(expected), sha256Hex(given));
}

/** The request's identity from its bearer token or session cookie; 401 (OpsUnidentified) without. */
export async function identify(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<OpsIdentity> {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.length > 0) {
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!given) throw new OpsUnidentified('not a bearer token');
    return withOperatorHeader(request, await tokenIdentity(app, given));
  }
  const token = sessionCookieOf(app, request);
  if (!token) throw new OpsUnidentified('no session cookie');
  const session = await resumeOperatorSession(app, token);
  if (!session) throw new OpsUnidentified('no live session');
  return withOperatorHeader(request, { kind: 'operator', ...session });
}

export function sessionCookieOf(app: FastifyInstance, request: FastifyRequest): string {
  const value = request.cookies[operatorCookie(app.config).name];
  return typeof value === 'string' && value.length <= 100 ? value : '';
}

/** A named token acts until it is revoked, expires or its owner is removed (decision 0070). */
async function tokenIdentity(app: FastifyInstance, given: string): Promise<OpsIdentity> {
  const automation = app.config.opsToken;
  if (automation && tokenMatches(automation, given)) {
    return { kind: 'token', name: AUTOMATION_TOKEN_NAME, role: 'admin' };
  }
  const row = given.length > 200 ? undefined : await findScopedToken(app.db, sha256Hex(given));
  if (!row || !isRole(row.role)) throw new OpsUnidentified('unknown bearer token');
  const state = tokenStateAt(row, app.clock.now());
  const actor = `token:${row.name}`;
  if (state !== 'live') throw new OpsUnidentified(`token ${state}`, actor);
  if (row.owner_removed_at) throw new OpsUnidentified("token's owner removed", actor);
  await noteTokenUse(app, row);
  return { kind: 'token', name: row.name, role: row.role, ownerId: row.owner_operator_id };
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

/** Who owns what an identity makes: the operator, or the owner of the token it acts with. */
export function ownerOf(identity: OpsIdentity): string | null {
  return identity.kind === 'operator' ? identity.operatorId : (identity.ownerId ?? null);
}
