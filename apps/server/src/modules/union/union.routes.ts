import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { requestLanguage } from '../language/language.service.ts';
import { logProductClick, openProduct, unionErrorInfo } from './union.service.ts';

export default async function unionRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.unionErrorInfo, async (_input, { user, request }) => {
    user();
    return unionErrorInfo(app, await requestLanguage(app, request));
  });
  registerEndpoint(app, endpoints.because, async (click, { user }) =>
    logProductClick(app, user().id, click),
  );
  registerEndpoint(app, endpoints.define, async (click, { user }) => {
    user();
    return openProduct(app, click);
  });
}
