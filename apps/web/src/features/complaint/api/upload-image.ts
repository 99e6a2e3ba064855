import { COMPLAINT_IMAGE_FIELD, type RequestOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';

/** One image, uploaded as soon as it is added (multipart `problemImage`). */
export function uploadImage(file: Blob) {
  const form = new FormData();
  form.append(COMPLAINT_IMAGE_FIELD, file);
  return callEndpoint(
    endpoints.uploadProblemImg,
    form as unknown as RequestOf<typeof endpoints.uploadProblemImg>,
  );
}
