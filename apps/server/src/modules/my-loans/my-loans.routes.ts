import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { requestLanguage } from '../language/language.service.ts';
import { readMessages, saveMessageSettings, unreadCount } from '../messages/messages.service.ts';
import { myLoans } from './my-loans.service.ts';

export default async function myLoansRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.myLoans, async (_input, { user, request }) =>
    myLoans(app, user().id, await requestLanguage(app, request)),
  );
  registerEndpoint(app, endpoints.messagesRead, async ({ ids }, { user }) =>
    readMessages(app, user().id, ids),
  );
  registerEndpoint(app, endpoints.messageSettings, async (settings, { user }) =>
    saveMessageSettings(app, user().id, settings),
  );
  registerEndpoint(app, endpoints.messagesUnread, async (_input, { user }) =>
    unreadCount(app, user().id),
  );
}
