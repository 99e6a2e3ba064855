import fp from 'fastify-plugin';
import {
  createDatabaseStorage,
  createDiskStorage,
  type UploadStorage,
} from '../../modules/uploads/upload-storage.ts';
import { putDemoApplicantPhotos } from '../../seed/demo-applicant.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images are kept (docs/decisions/0015, 0025, 0079). */
    uploads: UploadStorage;
  }
}

export default fp(
  async (app) => {
    const { uploadStorage, uploadsDir, s3 } = app.config;
    let storage: UploadStorage;
    if (uploadStorage === 's3' && s3) {
      // The AWS SDK is loaded only where the bucket is used: it adds to every start otherwise.
      const { createS3Client, createS3Storage } = await import(
        '../../modules/uploads/s3-upload-storage.ts'
      );
      const client = createS3Client(s3);
      app.addHook('onClose', async () => client.destroy());
      storage = createS3Storage(client, s3.bucket);
    } else if (uploadStorage === 'database') storage = createDatabaseStorage(app.db);
    else storage = createDiskStorage(uploadsDir);
    app.decorate('uploads', storage);
    if (!app.config.isProduction) await putDemoApplicantPhotos(app.db, storage);
  },
  { name: 'uploads', dependencies: ['config', 'db'] },
);
