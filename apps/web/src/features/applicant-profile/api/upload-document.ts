import { APPLICANT_DOCUMENT_FIELD, type RequestOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { applicantProfileMessages } from '../messages.ts';

/** One photo (ID or selfie), uploaded when chosen: answers the name the save refers to. */
export function uploadDocument(file: Blob) {
  const form = new FormData();
  form.append(APPLICANT_DOCUMENT_FIELD, file);
  return callEndpoint(
    endpoints.uploadApplicantDocument,
    form as unknown as RequestOf<typeof endpoints.uploadApplicantDocument>,
    { loading: applicantProfileMessages.loading },
  );
}
