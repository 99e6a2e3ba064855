import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { exifTags, jpegAppSegments, jpegWithGpsExif } from '../../helpers/photo.ts';
import { uploadImage } from '../../helpers/upload.ts';

describe('complaint photos lose their metadata before they are stored', () => {
  const t = useTestApp({ env: { UPLOAD_STORAGE: 'database' } });

  it('stores a GPS-tagged JPEG with no EXIF at all, turned as it was taken', async () => {
    const photo = await jpegWithGpsExif();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.toString('latin1')).toContain('PhoneCam');
    // GPSLatitudeRef (1), GPSLatitude (2), GPSLongitudeRef (3), GPSLongitude (4).
    expect(exifTags(sent.exif!).gps).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(jpegAppSegments(photo).some((s) => s.head.startsWith('Exif'))).toBe(true);

    const sessionid = await logIn(t.app);
    const { body } = await uploadImage(t.app, sessionid, photo, 'IMG_0001.jpg', 'image/jpeg');
    expect(body.code).toBe(0);
    const name = (body.data.url as string).split('/').at(-1)!;
    const row = await t.db
      .selectFrom('upload_bytes')
      .select('bytes')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const stored = Buffer.from(row.bytes);
    expect(jpegAppSegments(stored).filter((s) => s.marker === 0xe1)).toEqual([]);
    expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
    const kept = await sharp(stored).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 12, height: 16 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    const row2 = await t.db
      .selectFrom('uploads')
      .select('bytes')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(row2.bytes).toBe(stored.length);

    const served = await t.app.inject({ url: body.data.url });
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('refuses bytes that only look like an image in their header', async () => {
    const sessionid = await logIn(t.app);
    const header = Buffer.from('ffd8ffc0000b080003000201011100ffd9', 'hex');
    const { body } = await uploadImage(t.app, sessionid, header, 'fake.jpg', 'image/jpeg');
    expect(body.code).not.toBe(0);
    expect(body.message).toMatch(/JPG, PNG/);
  });
});
