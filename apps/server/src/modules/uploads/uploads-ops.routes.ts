import { COMPLAINT_IMAGE_FIELD, COMPLAINT_IMAGE_MAX_BYTES } from '@loan/contract';
import { opsUploadSchema } from '@loan/contract/ops-schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { eventActorOf, UNAUTHORIZED } from '../operators/ops-identity.ts';
import { opsResponse } from '../ops/ops.schemas.ts';
import { imageBytes } from './uploads.routes.ts';
import { storeOperatorImage } from './uploads.service.ts';

const MB = COMPLAINT_IMAGE_MAX_BYTES / 1024 / 1024;

const uploadDocSchema = z.object({
  [COMPLAINT_IMAGE_FIELD]: z
    .string()
    .meta({ format: 'binary' })
    .describe(`A JPG, PNG, GIF or WebP image of at most ${MB} MB`),
});

/** An image for a complaint reply (inside the guarded operations API). */
export default async function uploadsOpsRoutes(app: FastifyInstance) {
  app.post(
    '/uploads',
    {
      schema: { response: opsResponse(opsUploadSchema) },
      config: {
        permission: 'complaints.reply',
        openapi: {
          summary:
            'Stores an image for a complaint reply: checked by its content, re-encoded without its metadata, size-limited as a borrower’s',
          consumes: ['multipart/form-data'],
          body: uploadDocSchema,
        },
      },
    },
    async (request) => {
      const identity = request.opsIdentity;
      if (!identity) throw UNAUTHORIZED();
      const stored = await storeOperatorImage(
        app,
        eventActorOf(identity),
        await imageBytes(request),
      );
      return { code: 0, data: stored, message: SUCCESS_MESSAGE };
    },
  );
}
