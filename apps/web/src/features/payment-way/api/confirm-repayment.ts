import type { RequestOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { confirmFailureText, paymentWayMessages } from '../messages.ts';

/** Confirms a committed card payment with its SMS code (800006 wrong, 800005 duplicate). */
export function confirmRepayment(payload: RequestOf<typeof endpoints.repaymentConfirm>) {
  return callEndpoint(endpoints.repaymentConfirm, payload, {
    loading: paymentWayMessages.loading,
    failureText: confirmFailureText,
  });
}
