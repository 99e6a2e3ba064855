import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionOfPass } from '../../lib/in-process-session.ts';
import { requireUser, sessionTokenOf } from '../../lib/session-user.ts';
import { resolveSession } from '../../modules/user/session.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route hook: sets `request.user` from `?sessionid=` or answers sessionExpired. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Sets `request.user` from `?sessionid=`, or null: for pages anyone may open. */
    identify(request: FastifyRequest): Promise<void>;
  }
}

export { requireUser, SESSION_EXPIRED_MESSAGE } from '../../lib/session-user.ts';

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    const identify = async (request: FastifyRequest) => {
      const token = sessionTokenOf(request);
      if (!token) request.user = null;
      else request.user = sessionOfPass(request, token) ?? (await resolveSession(app, token));
    };
    app.decorate('identify', identify);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await identify(request);
      requireUser(request);
    });
  },
  { name: 'auth', dependencies: ['db', 'clock', 'config'] },
);
