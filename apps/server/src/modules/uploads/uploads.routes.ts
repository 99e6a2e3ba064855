import {
  BUSINESS_CODE,
  COMPLAINT_IMAGE_FIELD,
  COMPLAINT_IMAGE_MAX_BYTES,
  endpoints,
  UPLOADS_PATH,
} from '@loan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { contentResponse, NOT_FOUND_RESPONSE } from '../docs/route-docs.ts';
import { isPrivateUploadName, storeImage } from './uploads.service.ts';

const MB = COMPLAINT_IMAGE_MAX_BYTES / 1024 / 1024;
const IMMUTABLE_MAX_AGE_S = 31_536_000;

/** The image of a multipart upload, refused if missing or beyond the size limit. */
export async function imageBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      BUSINESS_CODE.invalidRequest,
      'Invalid request: send the image as multipart',
      400,
    );
  }
  const file = await request.file();
  if (!file || file.fieldname !== COMPLAINT_IMAGE_FIELD) {
    throw new AppError(
      BUSINESS_CODE.invalidRequest,
      `Invalid request: ${COMPLAINT_IMAGE_FIELD} is required`,
      400,
    );
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(BUSINESS_CODE.uploadRejected, `The image is larger than ${MB} MB`);
    }
    throw error;
  }
}

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
      const name = request.params.name;
      const image = isPrivateUploadName(name) ? null : await app.uploads.get(name);
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
