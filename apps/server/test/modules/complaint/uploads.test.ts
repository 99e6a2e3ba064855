import { BUSINESS_CODE, endpoints } from '@loan/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { multipartBody, PNG_1X1, uploadImage } from '../../helpers/upload.ts';

describe.each(['disk', 'database'])('complaint image uploads kept on the %s', (store) => {
  const t = useTestApp({ env: { UPLOAD_STORAGE: store } });

  it('stores a real image under a random name and serves it back with its type and nosniff', async () => {
    const sessionid = await logIn(t.app);
    const { body } = await uploadImage(t.app, sessionid, PNG_1X1, '../../etc/passwd.png');
    expect(body.code).toBe(0);
    expect(body.data.url).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // Re-encoded without metadata: the same one pixel, in its own format.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
  });

  it('refuses what is not an image by content, whatever its name says, and stores nothing', async () => {
    const sessionid = await logIn(t.app);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const { body } = await uploadImage(t.app, sessionid, html, 'cat.jpg', 'image/jpeg');
    expect(body.code).toBe(BUSINESS_CODE.uploadRejected);
    expect(body.message).toMatch(/JPG, PNG/);
    // Complaint photos only: the demo applicant's private ID photos are seeded beside them.
    const complaintPhotos = t.db
      .selectFrom('uploads')
      .selectAll()
      .where('name', 'not like', 'id-%');
    expect(await complaintPhotos.execute()).toHaveLength(1);
    const kept = await t.db
      .selectFrom('upload_bytes')
      .select('name')
      .where('name', 'not like', 'id-%')
      .execute();
    expect(kept).toHaveLength(store === 'database' ? 1 : 0);
  });

  it('refuses an image over 5 MB', async () => {
    const sessionid = await logIn(t.app);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]);
    const { body } = await uploadImage(t.app, sessionid, big);
    expect(body.code).toBe(BUSINESS_CODE.uploadRejected);
    expect(body.message).toMatch(/larger than 5 MB/);
  });

  it('asks for a session first and for the problemImage part', async () => {
    expect((await uploadImage(t.app, 'nope')).body.code).toBe(BUSINESS_CODE.sessionExpired);
    const sessionid = await logIn(t.app);
    const { payload, headers } = multipartBody(PNG_1X1, 'a.png', 'image/png', 'other');
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.uploadProblemImg.path,
      query: { sessionid },
      headers,
      payload,
    });
    expect(response.json().code).toBe(BUSINESS_CODE.invalidRequest);
  });

  it('answers 404 for a name that is not an upload', async () => {
    expect((await t.app.inject({ url: '/api/uploads/..%2Fpglite' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/uploads/${'a'.repeat(32)}.png` })).statusCode).toBe(
      404,
    );
  });
});
