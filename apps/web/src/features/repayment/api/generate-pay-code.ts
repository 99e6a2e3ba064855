import type { RequestOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { useMutation } from '@/lib/query/use-mutation.ts';
import { repaymentMessages } from '../messages.ts';

export type PayCodeRequest = RequestOf<typeof endpoints.generateVcode>;

/** A pay code for the amount through the channel (loan-journey §7); the app then opens payUrl. */
export function generatePayCode(payload: PayCodeRequest) {
  return callEndpoint(endpoints.generateVcode, payload, { loading: repaymentMessages.loading });
}

export function useGeneratePayCode() {
  return useMutation({ mutationFn: generatePayCode });
}
