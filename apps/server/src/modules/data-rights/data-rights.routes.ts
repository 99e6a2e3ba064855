import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { myData, requestErasure } from './data-rights.service.ts';

export default async function dataRightsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.myData, async (_input, { user }) => myData(app, user()));
  registerEndpoint(app, endpoints.requestErasure, async (_input, { user }) =>
    requestErasure(app, user().id),
  );
}
