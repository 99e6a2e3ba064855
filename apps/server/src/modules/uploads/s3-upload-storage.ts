import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertSafeName,
  isUploadName,
  UploadNameTakenError,
  type UploadStorage,
} from './upload-storage.ts';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; AWS's own endpoint when not given. */
  endpoint: string | undefined;
  /** Bucket in the path (`host/bucket/key`), as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Without a key pair the SDK's own chain finds one (environment, profile, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/** The client of a bucket; one per process, its connections kept alive. */
export function createS3Client(config: S3StorageConfig): S3Client {
  const { accessKeyId, secretAccessKey } = config;
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // Checksums only where S3 requires them: S3-compatible servers differ in which they accept,
    // and TLS already guards the bytes on the way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Images as objects of a private bucket (decision 0079): the key is the upload's name, the object
 * carries its content type, and nothing is public: the server reads the bytes and serves them.
 */
export function createS3Storage(client: S3Client, bucket: string): UploadStorage {
  return {
    async put(name, image) {
      assertSafeName(name);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: name,
            Body: image.bytes,
            ContentType: image.contentType,
            // Written once: a store that honours conditional writes refuses a taken name.
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        if (statusOf(error) === 412) throw new UploadNameTakenError(name);
        throw error;
      }
    },
    async get(name) {
      if (!isUploadName(name)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        if (!object.Body || !object.ContentType) return null;
        const bytes = await object.Body.transformToByteArray();
        return { contentType: object.ContentType, bytes: Buffer.from(bytes) };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async remove(name) {
      assertSafeName(name);
      // S3 answers a delete of a missing key as done.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    },
  };
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}
