import type { RequestOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { useMutation } from '@/lib/query/use-mutation.ts';
import { repaymentMessages } from '../messages.ts';

export type ConfirmRolloverRequest = RequestOf<typeof endpoints.confirmRollover>;

/** Confirms a rollover that costs nothing now: no pay code, the loan moves at once. */
export function confirmRollover(payload: ConfirmRolloverRequest) {
  return callEndpoint(endpoints.confirmRollover, payload, { loading: repaymentMessages.loading });
}

export function useConfirmRollover() {
  return useMutation({ mutationFn: confirmRollover });
}
