import type { RequestOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { applicantProfileMessages } from '../messages.ts';

export type ProfileInput = RequestOf<typeof endpoints.saveApplicantProfile>;

/** Saves the profile; the server's refusal (in the reader's language) shows as a toast. */
export function saveProfile(input: ProfileInput) {
  return callEndpoint(endpoints.saveApplicantProfile, input, {
    loading: applicantProfileMessages.saving,
  });
}
