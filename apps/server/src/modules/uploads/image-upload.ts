import { BUSINESS_CODE, COMPLAINT_IMAGE_FIELD, COMPLAINT_IMAGE_MAX_BYTES } from '@loan/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

const MB = COMPLAINT_IMAGE_MAX_BYTES / 1024 / 1024;

/** The image of a multipart upload (its field named as the complaint form names it). */
export async function imageBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      BUSINESS_CODE.invalidRequest,
      'Invalid request: send the image as multipart',
      400,
    );
  }
  const file = await request.file();
  if (!file || file.fieldname !== COMPLAINT_IMAGE_FIELD) {
    throw new AppError(
      BUSINESS_CODE.invalidRequest,
      `Invalid request: ${COMPLAINT_IMAGE_FIELD} is required`,
      400,
    );
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(BUSINESS_CODE.uploadRejected, `The image is larger than ${MB} MB`);
    }
    throw error;
  }
}
