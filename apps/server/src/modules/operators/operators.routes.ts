import {
  confirmBodySchema,
  passwordChangeBodySchema,
  passwordChangedSchema,
  sessionSchema,
  setupBodySchema,
  setupConfirmedSchema,
  setupStartedSchema,
  signedInSchema,
  signedOutSchema,
  signInBodySchema,
} from '@loan/contract/ops-schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { SESSION_READ_SECURITY, SESSION_WRITE_SECURITY } from '../docs/route-docs.ts';
import { opsResponse } from '../ops/ops.schemas.ts';
import { documentSignInRoute } from '../ops/ops-docs.ts';
import {
  csrfTokenOf,
  endSession,
  OPERATOR_SESSION_MAX_MS,
  operatorCookie,
  resumeOperatorSession,
} from './operator-session.service.ts';
import { confirmSetup, startSetup } from './operator-setup.service.ts';
import { CSRF_REFUSED } from './ops-guard.ts';
import { csrfHolds, OpsUnidentified, sessionCookieOf, UNAUTHORIZED } from './ops-identity.ts';
import { changePassword, PASSWORD_CHANGE } from './password-change.service.ts';
import { PERMISSIONS, roleMay } from './permissions.ts';
import { unidentifiedRefusals } from './refusal-audit.ts';
import { signIn } from './sign-in.service.ts';

const ok = <T>(data: T) => ({ code: 0, data, message: SUCCESS_MESSAGE });

/** Setting up an operator account, signing in and out (no session needed to reach them). */
export default async function operatorsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cookie = operatorCookie(app.config);
  const auditUnidentified = unidentifiedRefusals(app);
  routes.addHook('onRoute', documentSignInRoute);

  routes.post(
    '/setup',
    {
      schema: {
        summary: "Sets an invited operator's password and answers the TOTP secret (setup link)",
        body: setupBodySchema,
        response: opsResponse(setupStartedSchema),
      },
    },
    async (request) => ok(await startSetup(app, request, request.body)),
  );
  routes.post(
    '/setup/confirm',
    {
      schema: {
        summary: "Activates the account with the authenticator's first code",
        body: confirmBodySchema,
        response: opsResponse(setupConfirmedSchema),
      },
    },
    async (request) => ok(await confirmSetup(app, request, request.body)),
  );

  routes.post(
    '/session',
    {
      schema: {
        summary: 'Signs an operator in with email, password and TOTP code; sets the session cookie',
        body: signInBodySchema,
        response: opsResponse(signedInSchema),
      },
    },
    async (request, reply) => {
      const { token, session } = await signIn(app, request, request.body);
      setSessionCookie(reply, token);
      return ok(session);
    },
  );

  routes.get(
    '/session',
    {
      schema: {
        summary: "The signed-in operator, their role's permissions and the CSRF token",
        response: opsResponse(sessionSchema),
      },
      config: { openapi: { security: SESSION_READ_SECURITY } },
    },
    async (request) => {
      const token = sessionCookieOf(app, request);
      const session = await sessionOrRefuse(request, token, 'GET /api/ops/session');
      return ok({
        email: session.email,
        role: session.role,
        csrfToken: csrfTokenOf(token),
        permissions: PERMISSIONS.filter((permission) => roleMay(session.role, permission)),
      });
    },
  );

  routes.delete(
    '/session',
    {
      schema: {
        summary: 'Signs the operator out: the session ends and its cookie is cleared',
        response: opsResponse(signedOutSchema),
      },
      config: { openapi: { security: SESSION_WRITE_SECURITY } },
    },
    async (request, reply) => {
      const token = sessionCookieOf(app, request);
      const session = await sessionOrRefuse(request, token, 'DELETE /api/ops/session');
      const line = {
        actor: `operator:${session.email}`,
        operatorId: session.operatorId,
        action: 'DELETE /api/ops/session',
      };
      if (!csrfHolds(app, request)) {
        await recordAudit(app, request, {
          ...line,
          outcome: 'refused',
          reason: 'stale or missing CSRF token',
        });
        throw new AppError(403, CSRF_REFUSED, 403);
      }
      await endSession(app, session.sessionId);
      await recordAudit(app, request, { ...line, outcome: 'done' });
      reply.clearCookie(cookie.name, {
        path: '/',
        secure: cookie.secure,
        httpOnly: true,
        sameSite: 'strict',
      });
      return ok({ signedOut: true as const });
    },
  );

  routes.post(
    '/session/password',
    {
      schema: {
        summary:
          "Changes the signed-in operator's password: the current one and an authenticator code prove it; their other sessions end",
        body: passwordChangeBodySchema,
        response: opsResponse(passwordChangedSchema),
      },
      config: { openapi: { security: SESSION_WRITE_SECURITY } },
    },
    async (request) => {
      const session = await sessionOrRefuse(
        request,
        sessionCookieOf(app, request),
        PASSWORD_CHANGE,
      );
      if (!csrfHolds(app, request)) {
        await recordAudit(app, request, {
          actor: `operator:${session.email}`,
          operatorId: session.operatorId,
          action: PASSWORD_CHANGE,
          outcome: 'refused',
          reason: 'stale or missing CSRF token',
        });
        throw new AppError(403, CSRF_REFUSED, 403);
      }
      return ok(await changePassword(app, request, session, request.body));
    },
  );

  /**
   * The session of the cookie, or a 401: audited like the guard's (sampled per address), except a
   * read with no cookie at all, which is the signed-out back office asking whether it is signed in.
   */
  async function sessionOrRefuse(request: FastifyRequest, token: string, action: string) {
    const session = token ? await resumeOperatorSession(app, token) : null;
    if (session) return session;
    if (token || request.method !== 'GET') {
      const reason = token ? 'no live session' : 'no session cookie';
      await auditUnidentified(request, new OpsUnidentified(reason), action, null);
    }
    throw UNAUTHORIZED();
  }

  function setSessionCookie(reply: FastifyReply, token: string) {
    reply.setCookie(cookie.name, token, {
      path: '/',
      httpOnly: true,
      secure: cookie.secure,
      sameSite: 'strict',
      // The idle limit is the server's; the browser forgets the cookie at the session's end.
      maxAge: OPERATOR_SESSION_MAX_MS / 1000,
    });
  }
}
