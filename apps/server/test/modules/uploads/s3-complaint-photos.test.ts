import { GetObjectCommand } from '@aws-sdk/client-s3';
import { DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../../src/modules/uploads/s3-upload-storage.ts';
import { call } from '../../helpers/api.ts';
import { buildTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower } from '../../helpers/loan.ts';
import { type LocalS3, startLocalS3 } from '../../helpers/local-s3.ts';
import { jpegWithGpsExif } from '../../helpers/photo.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';
import { uploadImage } from '../../helpers/upload.ts';

describe('complaint photos kept in an S3-compatible bucket', () => {
  let s3: LocalS3;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    s3 = await startLocalS3();
    database = await createTestDatabase();
    app = await buildTestApp({ db: database.db, env: s3.env });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await s3?.close();
  });

  it('round-trips a photo: uploaded, filed with a complaint, served back through the app from the bucket', async () => {
    expect(app.config.uploadStorage).toBe('s3');
    const sessionid = await logInDemoBorrower(app);
    const photo = await jpegWithGpsExif();
    const uploaded = await uploadImage(app, sessionid, photo, 'photo.jpg', 'image/jpeg');
    expect(uploaded.body.code).toBe(0);
    const url: string = uploaded.body.data.url;
    const name = url.slice(url.lastIndexOf('/') + 1);

    const saved = await app.inject({
      method: 'POST',
      url: endpoints.problemSave.path,
      query: { sessionid },
      payload: {
        problemType: 2,
        problemDetail: 'The receipt photo is attached.',
        problemImage: url,
        orderNo: DEMO_ORDER_IDS.overdue,
      },
    });
    const problemId = saved.json().data.problemId;
    const detail = await call(app, endpoints.problemDetail, { problemId }, { sessionid });
    expect(detail.body.data?.images).toEqual([url]);

    // The bucket holds the re-encoded photo (no EXIF), and the app serves those very bytes.
    const client = createS3Client(app.config.s3!);
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: name }));
      const inBucket = Buffer.from(await object.Body!.transformToByteArray());
      expect(object.ContentType).toBe('image/jpeg');
      expect(inBucket.includes(Buffer.from('PhoneCam'))).toBe(false);
      const served = await app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toMatch(/^private/);
      expect(served.rawPayload.equals(inBucket)).toBe(true);
    } finally {
      client.destroy();
    }
    expect((await app.inject({ url: `${url.slice(0, -5)}0.jpg` })).statusCode).toBe(404);
  });
});
