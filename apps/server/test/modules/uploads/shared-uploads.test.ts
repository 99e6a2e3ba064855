import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { logIn } from '../../helpers/api.ts';
import { buildTestApp, testConfig, useTestApp } from '../../helpers/build-test-app.ts';
import { uniqueJpeg } from '../../helpers/photo.ts';
import { TestClock } from '../../helpers/test-clock.ts';
import { uploadImage } from '../../helpers/upload.ts';

describe('uploads shared by two server processes', () => {
  // Two apps on one database, each with its own uploads folder (two machines).
  const t = useTestApp({ env: { UPLOAD_STORAGE: 'database' } });
  let other: FastifyInstance;

  beforeAll(async () => {
    // On PostgreSQL the second app opens its own connections from the connection string, as a
    // second machine does, and keeps images in the database by default; PGlite is one process,
    // so there the second app shares the first's database.
    other = t.database.url
      ? await buildApp(testConfig({ DATABASE_URL: t.database.url }), { clock: new TestClock() })
      : await buildTestApp({ db: t.db, env: { UPLOAD_STORAGE: 'database' } });
  });
  afterAll(() => other?.close());

  it('shows an image uploaded through one app from the other, byte for byte', async () => {
    expect(other.config.uploadStorage).toBe('database');
    expect(other.config.uploadsDir).not.toBe(t.app.config.uploadsDir);
    const sessionid = await logIn(t.app);
    const { body } = await uploadImage(
      t.app,
      sessionid,
      await uniqueJpeg(),
      'photo.jpg',
      'image/jpeg',
    );
    expect(body.code).toBe(0);
    const stored = await t.app.inject({ url: body.data.url });
    const served = await other.inject({ url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(stored.rawPayload)).toBe(true);
  });
});
