import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  auditActorOf,
  csrfHolds,
  identify,
  type OpsIdentity,
  OpsUnidentified,
  operatorIdOf,
} from './ops-identity.ts';
import { type Permission, roleMay } from './permissions.ts';
import { unidentifiedRefusals } from './refusal-audit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auditBefore: unknown;
    /** What the record names when the route's parameters would name a person (`userId=<id>`). */
    auditTarget: string | null;
    /** The request's audit record is written (a refusal, or by its handler). */
    audited: boolean;
  }
}

const READS = new Set(['GET', 'HEAD']);
const DECLARED = new Map<string, Permission>();

/** Every operations route added so far, `METHOD /url` -> its permission (tests walk it). */
export function declaredOpsRoutes(): ReadonlyMap<string, Permission> {
  return DECLARED;
}
const FORBIDDEN = 403;
/** A business rule refused the action (the business code in the body says which). */
const REFUSED = 409;

export const CSRF_REFUSED =
  'Missing or stale CSRF token (X-CSRF-Token): read it again from GET /api/ops/session';

/**
 * Every operations route declares its permission (checked when routes are added); every request
 * is identified, a session's writes carry its CSRF token, the permission is checked, and one
 * audit record says what came of it.
 */
export function guardOpsRoutes(app: FastifyInstance, scope: FastifyInstance) {
  scope.decorateRequest('opsIdentity', null);
  scope.decorateRequest('auditBefore', null);
  scope.decorateRequest('auditTarget', null);
  scope.decorateRequest('audited', false);
  scope.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission) {
      throw new Error(`operations route ${route.method} ${route.url} declares no permission`);
    }
    for (const method of [route.method].flat()) DECLARED.set(`${method} ${route.url}`, permission);
  });

  const auditUnidentified = unidentifiedRefusals(app);
  scope.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    // No route matched: the not-found answer runs nothing and needs no identity.
    if (!permission) return;
    const identity = await identify(app, request).catch(async (error: unknown) => {
      if (error instanceof OpsUnidentified) {
        request.audited = true;
        await auditUnidentified(request, error, actionOf(request), targetOf(request));
      }
      throw error;
    });
    request.opsIdentity = identity;
    if (identity.kind === 'operator' && !READS.has(request.method) && !csrfHolds(app, request)) {
      await refuse(app, request, identity, 'stale or missing CSRF token');
      throw new AppError(FORBIDDEN, CSRF_REFUSED, 403);
    }
    if (!roleMay(identity.role, permission)) {
      await refuse(app, request, identity, `role ${identity.role} lacks ${permission}`);
      throw new AppError(
        FORBIDDEN,
        `The ${identity.role} role may not do this (${permission})`,
        403,
      );
    }
  });

  scope.addHook('preHandler', async (request) => {
    const before = request.routeOptions.config.auditBefore;
    if (before && !READS.has(request.method)) request.auditBefore = await before(request);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const identity = request.opsIdentity;
    if (typeof payload !== 'string') return payload;
    const envelope = parseEnvelope(payload);
    // One rule for refusals (decision 0071): an answer that did not do what was asked is never a
    // 2xx, so a script that reads only the HTTP status does not count a refused action as done.
    if (reply.statusCode < 300 && envelope && envelope.code !== undefined && envelope.code !== 0) {
      reply.code(REFUSED);
    }
    if (!identity || request.audited) return payload;
    request.audited = true;
    const done = reply.statusCode < 400 && envelope?.code === 0;
    const line = {
      ...lineOf(request, identity),
      outcome: done ? ('done' as const) : ('failed' as const),
      reason: done ? null : (envelope?.message ?? `HTTP ${reply.statusCode}`),
      before: request.auditBefore,
      after: done && !READS.has(request.method) ? withoutSecrets(envelope?.data) : null,
    };
    try {
      await recordAudit(app, request, line);
    } catch (error) {
      // The action has run and its answer stands; the record it could not get goes to the log,
      // never the database's message to the client.
      request.log.error({ err: error, audit: line }, 'audit record not written');
    }
    return payload;
  });

  function lineOf(request: FastifyRequest, identity: OpsIdentity) {
    return {
      actor: auditActorOf(identity),
      operatorId: operatorIdOf(identity),
      action: actionOf(request),
      target: targetOf(request),
    };
  }

  async function refuse(
    app: FastifyInstance,
    request: FastifyRequest,
    identity: OpsIdentity,
    reason: string,
  ) {
    request.audited = true;
    await recordAudit(app, request, { ...lineOf(request, identity), outcome: 'refused', reason });
  }
}

/** Audits a request its handler answers itself (a streamed file): call before sending. */
export async function auditHandled(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  line: { outcome: 'done' | 'refused'; reason?: string; after?: unknown },
) {
  const identity = request.opsIdentity;
  if (!identity) return;
  request.audited = true;
  await recordAudit(app, request, {
    actor: auditActorOf(identity),
    operatorId: operatorIdOf(identity),
    action: actionOf(reply.request),
    target: targetOf(request),
    outcome: line.outcome,
    reason: line.reason ?? null,
    after: line.after ?? null,
  });
}

/** The route as declared: `POST /api/ops/orders/:orderId/approve`. */
function actionOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url}`;
}

function targetOf(request: FastifyRequest): string | null {
  if (request.auditTarget) return request.auditTarget;
  const params = Object.entries((request.params ?? {}) as Record<string, string>);
  return params.length ? params.map(([key, value]) => `${key}=${value}`).join(',') : null;
}

// A new token or setup link is shown once, to whoever asked: never kept in the trail.
const SECRET_FIELDS = new Set(['token', 'setupLink']);

function withoutSecrets(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !SECRET_FIELDS.has(key)));
}

function parseEnvelope(
  payload: string,
): { code?: unknown; data?: unknown; message?: string } | null {
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}
