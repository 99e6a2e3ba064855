import multipart from '@fastify/multipart';
import { COMPLAINT_IMAGE_MAX_BYTES } from '@loan/contract';
import fp from 'fastify-plugin';

/** Image uploads: one file per request, at most 5 MB; anything more is refused before storage. */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: COMPLAINT_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
  },
  { name: 'multipart' },
);
