import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { saveLanguage } from '../language/language.service.ts';
import { login } from './login.service.ts';
import { sendLoginCode } from './login-code.service.ts';
import { endAllSessions, endSession } from './session.service.ts';

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.loginCode, async ({ phone }, { request }) =>
    sendLoginCode(app, phone, request.ip),
  );
  registerEndpoint(app, endpoints.login, async ({ phone, code, lang }) => {
    const { sessionid, userId } = await login(app, phone, code);
    // Signing in on a page opened in a language is choosing it: the next pages open in it.
    if (lang) await saveLanguage(app, userId, lang);
    return { sessionid };
  });
  registerEndpoint(app, endpoints.logout, async (_input, { user }) => endSession(app, user()));
  registerEndpoint(app, endpoints.logoutAll, async (_input, { user }) =>
    endAllSessions(app, user().id),
  );
}
