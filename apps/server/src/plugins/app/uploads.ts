import fp from 'fastify-plugin';
import {
  createDatabaseStorage,
  createDiskStorage,
  type UploadStorage,
} from '../../modules/uploads/upload-storage.ts';
import { putDemoApplicantPhotos } from '../../seed/demo-applicant.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept (docs/decisions/0015, 0025). */
    uploads: UploadStorage;
  }
}

export default fp(
  async (app) => {
    const { uploadStorage, uploadsDir } = app.config;
    const storage =
      uploadStorage === 'database' ? createDatabaseStorage(app.db) : createDiskStorage(uploadsDir);
    app.decorate('uploads', storage);
    if (!app.config.isProduction) await putDemoApplicantPhotos(app.db, storage);
  },
  { name: 'uploads', dependencies: ['config', 'db'] },
);
