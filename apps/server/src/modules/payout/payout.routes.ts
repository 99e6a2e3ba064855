import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { requestLanguage } from '../language/language.service.ts';
import { bindCard, cardInit, sendBindCode } from './payout.service.ts';

/** Payment-account binding (foundation-and-support §2, §7). */
export default async function payoutRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.cardInit, async (_input, { user, request }) =>
    cardInit(app, user().id, await requestLanguage(app, request)),
  );
  for (const descriptor of [endpoints.bindCardNew, endpoints.bindCardLoanDetail]) {
    registerEndpoint(app, descriptor, async (input, { user }) =>
      bindCard(app, user().id, input as Record<string, string | undefined>),
    );
  }
  registerEndpoint(app, endpoints.bindCardCode, async (_input, { user, request }) =>
    sendBindCode(app, user().id, request.ip, await requestLanguage(app, request)),
  );
}
