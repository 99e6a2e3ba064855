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
import { isUploadName } from './upload-storage.ts';
import { findUploadRow } from './uploads.repository.ts';
import { storeImage } from './uploads.service.ts';

const MB = COMPLAINT_IMAGE_MAX_BYTES / 1024 / 1024;

async function imageBytes(request: FastifyRequest): Promise<Buffer> {
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
      const { name } = request.params;
      const row = isUploadName(name) ? await findUploadRow(app.db, name) : undefined;
      const bytes = row ? await app.uploads.get(name) : null;
      if (!row || !bytes)
        return reply.code(404).send({ code: 404, data: null, message: 'Not found' });
      return reply
        .type(row.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=86400')
        .send(bytes);
    },
  );
}
