import { devSms, devSmsOutbox } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { lastCodeSentTo, outboxOf } from './dev-sms.service.ts';

/** Registered only when development routes are on (see app.ts). */
export default async function devSmsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, devSms, async ({ phone }) => lastCodeSentTo(app.smsInbox, phone));
  registerEndpoint(app, devSmsOutbox, async ({ phone }) => outboxOf(app.db, phone));
}
