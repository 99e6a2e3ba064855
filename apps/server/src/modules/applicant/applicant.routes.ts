import {
  APPLICANT_DOCUMENT_KINDS,
  type ApplicantDocumentKind,
  endpoints,
  h5Path,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { contentResponse, NOT_FOUND_RESPONSE } from '../docs/route-docs.ts';
import { imageBytes } from '../uploads/uploads.routes.ts';
import {
  applicantProfileOf,
  ownApplicantDocument,
  saveApplicantProfile,
  storeApplicantDocument,
} from './applicant.service.ts';
import { placesBelow, warmPsgc } from './psgc.ts';

/** Where the borrower sees their own profile photos (with their session in the query). */
export const APPLICANT_PHOTO_PATH = h5Path('/v3/certification/photo');

const DAY_S = 86_400;

/** The applicant's profile ("certification"): read, save, photos, and the PSGC lists. */
export default async function applicantRoutes(app: FastifyInstance): Promise<void> {
  // A served process warms the address lists once it is up; a test app builds them on first use.
  if (app.config.nodeEnv !== 'test') {
    app.addHook('onReady', async () => {
      void warmPsgc().catch((error: unknown) => app.log.error({ err: error }, 'PSGC not loaded'));
    });
  }
  registerEndpoint(app, endpoints.applicantProfile, async (_input, { user }) =>
    applicantProfileOf(app, user().id),
  );
  registerEndpoint(app, endpoints.saveApplicantProfile, async (input, { user }) =>
    saveApplicantProfile(app, user().id, input),
  );
  registerEndpoint(app, endpoints.uploadApplicantDocument, async (_input, { user, request }) =>
    storeApplicantDocument(app, user().id, await imageBytes(request)),
  );
  registerEndpoint(app, endpoints.places, async (input, { reply }) => {
    // The PSA's lists change once a quarter, with a new release of the data package.
    reply.header('cache-control', `public, max-age=${DAY_S}`);
    return { places: await placesBelow(input.level, input.parent) };
  });

  app.get<{ Querystring: { kind?: string } }>(
    APPLICANT_PHOTO_PATH,
    {
      preValidation: app.authenticate,
      config: {
        openapi: {
          tags: ['certification'],
          summary:
            "The borrower's own ID photo or selfie (kind=idPhoto|selfie), with their session; nobody else's",
          response: { 200: contentResponse('The image', 'image/*'), 404: NOT_FOUND_RESPONSE },
        },
      },
    },
    async (request, reply) => {
      const kind = request.query.kind as ApplicantDocumentKind;
      const image = APPLICANT_DOCUMENT_KINDS.includes(kind)
        ? await ownApplicantDocument(app, request.user!.id, kind)
        : null;
      if (!image) return reply.code(404).send({ code: 404, data: null, message: 'Not found' });
      return reply
        .type(image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(image.bytes);
    },
  );
}
