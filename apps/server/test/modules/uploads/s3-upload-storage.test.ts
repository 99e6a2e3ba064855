import { randomBytes } from 'node:crypto';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client, createS3Storage } from '../../../src/modules/uploads/s3-upload-storage.ts';
import type { UploadStorage } from '../../../src/modules/uploads/upload-storage.ts';
import { type LocalS3, startLocalS3 } from '../../helpers/local-s3.ts';
import { PNG_1X1 } from '../../helpers/upload.ts';

const newName = (extension = 'png') => `${randomBytes(16).toString('hex')}.${extension}`;

describe('upload storage in an S3-compatible bucket', () => {
  let s3: LocalS3;
  let client: S3Client;
  let storage: UploadStorage;

  beforeAll(async () => {
    s3 = await startLocalS3();
    client = createS3Client({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    });
    storage = createS3Storage(client, s3.bucket);
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.close();
  });

  it('gives back every byte it was given, with the type, kept as an object under its name', async () => {
    const bytes = Buffer.concat([
      PNG_1X1,
      Buffer.from(Array.from({ length: 256 }, (_, value) => value)),
      randomBytes(1024 * 1024 + 7),
    ]);
    const name = newName('webp');
    await storage.put(name, { contentType: 'image/webp', bytes });
    const stored = await storage.get(name);
    expect(stored?.contentType).toBe('image/webp');
    expect(Buffer.isBuffer(stored?.bytes)).toBe(true);
    expect(stored?.bytes.equals(bytes)).toBe(true);
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: name }));
    expect(head).toMatchObject({ ContentType: 'image/webp', ContentLength: bytes.length });
  });

  it('answers nothing for a name never stored, and refuses names that are not ours', async () => {
    expect(await storage.get(newName('jpg'))).toBeNull();
    const image = { contentType: 'image/png', bytes: PNG_1X1 };
    for (const name of ['../../etc/passwd', `${'a'.repeat(32)}.svg`, `a/${newName()}`, '']) {
      await expect(storage.put(name, image)).rejects.toThrow(/unsafe upload name/);
      expect(await storage.get(name)).toBeNull();
    }
  });

  it('erases an image, and a second erase is no error', async () => {
    const name = newName();
    await storage.put(name, { contentType: 'image/png', bytes: PNG_1X1 });
    await storage.remove(name);
    expect(await storage.get(name)).toBeNull();
    await expect(storage.remove(name)).resolves.toBeUndefined();
  });
});
