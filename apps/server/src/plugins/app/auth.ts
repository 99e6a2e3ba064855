import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireUser, sessionTokenOf } from '../../lib/session-user.ts';
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
      const token = sessionTokenOf(request);
      request.user = token ? await resolveSession(app, token) : null;
      requireUser(request);
    });
  },
  { name: 'auth', dependencies: ['db', 'clock', 'config'] },
);
