import { COMPLAINT_IMAGE_FIELD, endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';

/** A real 1x1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipartBody(
  bytes: Buffer,
  filename: string,
  type: string,
  field = COMPLAINT_IMAGE_FIELD,
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a file as the complaint form does; answers the envelope. */
export async function uploadImage(
  app: FastifyInstance,
  sessionid: string,
  bytes: Buffer = PNG_1X1,
  filename = 'photo.png',
  type = 'image/png',
) {
  const { payload, headers } = multipartBody(bytes, filename, type);
  const response = await app.inject({
    method: 'POST',
    url: endpoints.uploadProblemImg.path,
    query: { sessionid },
    headers,
    payload,
  });
  return { statusCode: response.statusCode, body: response.json() };
}
