import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { refuseContacts, reportDevice } from './device.service.ts';

/** The native app's device report, and the contact-list upload it must never make. */
export default async function deviceRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.deviceReport, async (input, { user }) =>
    reportDevice(app, user().id, input),
  );
  registerEndpoint(app, endpoints.contactsUpload, async () => refuseContacts());
}
