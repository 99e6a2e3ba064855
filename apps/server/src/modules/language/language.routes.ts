import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { saveLanguage } from './language.service.ts';

export default async function languageRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.languageSave, async ({ lang }, { user }) =>
    saveLanguage(app, user().id, lang),
  );
}
