import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { getContactInfo } from './customer-service.service.ts';

export default async function customerServiceRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.contactKfInfo, async () => getContactInfo(app.db));
}
