import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

// s3rver checks every request's signature against its one key pair.
const ACCESS_KEY = 'S3RVER';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The server's environment for UPLOAD_STORAGE=s3 on this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server on a free loopback port, its files in a new folder, one bucket. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'loan-test-s3-'));
  const bucket = `photos-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      UPLOAD_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
