import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { applicantProfileOf } from '../applicant/applicant.service.ts';
import { requestLanguage } from '../language/language.service.ts';
import { myData, requestErasure, withdrawErasure } from './data-rights.service.ts';
import { readableMyData } from './my-data-export.ts';

export default async function dataRightsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.myData, async (_input, { user, request }) =>
    myData(app, user(), await requestLanguage(app, request)),
  );
  registerEndpoint(app, endpoints.myDataExport, async (_input, { user, request }) => {
    const lang = await requestLanguage(app, request);
    const { profile } = await applicantProfileOf(app, user().id);
    return readableMyData(await myData(app, user(), lang), app.config.brand, lang, profile);
  });
  registerEndpoint(app, endpoints.requestErasure, async (_input, { user }) =>
    requestErasure(app, user().id),
  );
  registerEndpoint(app, endpoints.withdrawErasure, async (_input, { user }) =>
    withdrawErasure(app, user().id),
  );
}
