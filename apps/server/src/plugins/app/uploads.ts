import fp from 'fastify-plugin';
import { createDiskStorage, type UploadStorage } from '../../modules/uploads/upload-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept (docs/decisions/0015). */
    uploads: UploadStorage;
  }
}

export default fp(
  async (app) => {
    app.decorate('uploads', createDiskStorage(app.config.uploadsDir));
  },
  { name: 'uploads', dependencies: ['config'] },
);
