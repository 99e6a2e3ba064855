import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUCCESS_MESSAGE } from '../../lib/contract-endpoint.ts';
import { opsResponse } from '../ops/ops.schemas.ts';
import { imageBytes } from '../uploads/image-upload.ts';
import { complaintParamsSchema, storeComplaintReplyImage } from './complaint-ops.service.ts';

/**
 * Customer service uploads the images of a reply before sending it: they are kept in our own
 * storage and served from our origin, so the borrower's page shows them (its image policy allows
 * nothing else).
 */
export default async function complaintReplyImagesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/complaints/:problemId/reply-images',
    {
      schema: {
        summary: 'Keeps an image for the reply to a complaint; answers its address for the reply',
        description: 'multipart/form-data with the image in the field `problemImage`',
        params: complaintParamsSchema,
        response: opsResponse(z.object({ url: z.string() })),
      },
      config: { permission: 'complaints.reply' },
    },
    async (request) => {
      const bytes = await imageBytes(request);
      const stored = await storeComplaintReplyImage(app, request.params.problemId, bytes);
      return { code: 0, data: stored, message: SUCCESS_MESSAGE };
    },
  );
}
