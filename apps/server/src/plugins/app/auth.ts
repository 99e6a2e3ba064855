import { BUSINESS_CODE } from '@loan/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/session-user.ts';
import { resolveSession } from '../../modules/user/session.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route hook: sets `request.user` from `?sessionid=` or answers sessionExpired. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

export { requireUser, SESSION_EXPIRED_MESSAGE } from '../../lib/session-user.ts';

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const { sessionid } = request.query as { sessionid?: unknown };
      // The query is not validated yet: a repeated or oversized parameter counts as no session.
      const token = typeof sessionid === 'string' && sessionid.length <= 200 ? sessionid : '';
      request.user = token ? await resolveSession(app, token) : null;
      requireUser(request);
    });
  },
  { name: 'auth', dependencies: ['db', 'clock', 'config'] },
);
