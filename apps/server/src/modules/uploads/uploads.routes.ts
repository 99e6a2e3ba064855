import {
  BUSINESS_CODE,
  COMPLAINT_IMAGE_FIELD,
  COMPLAINT_IMAGE_MAX_BYTES,
  endpoints,
  UPLOADS_PATH,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { contentResponse, NOT_FOUND_RESPONSE } from '../docs/route-docs.ts';
import { imageBytes } from './image-upload.ts';
import { storeImage } from './uploads.service.ts';

const IMMUTABLE_MAX_AGE_S = 31_536_000;

/** Complaint images: the upload call, and the images served back with their type. */
export default async function uploadsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.uploadProblemImg, async (_input, { user, request }) => {
    const userId = user().id;
    return storeImage(app, userId, await imageBytes(request));
  });

  // One read by name: a stored name only ever reaches a borrower after its upload row is written.
  app.get<{ Params: { name: string } }>(
    `${UPLOADS_PATH}/:name`,
    {
      config: {
        openapi: {
          tags: ['complaint'],
          summary: 'An uploaded complaint image, served with the type it was stored with',
          response: { 200: contentResponse('The image', 'image/*'), 404: NOT_FOUND_RESPONSE },
        },
      },
    },
    async (request, reply) => {
      const image = await app.uploads.get(request.params.name);
      if (!image) return reply.code(404).send({ code: 404, data: null, message: 'Not found' });
      // A random name's content never changes: a browser need not ask again.
      return reply
        .type(image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', `private, max-age=${IMMUTABLE_MAX_AGE_S}, immutable`)
        .send(image.bytes);
    },
  );
}
