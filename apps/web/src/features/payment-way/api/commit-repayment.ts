import type { RequestOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { paymentWayMessages } from '../messages.ts';

/** Starts a card payment; with sendMsg 1 the server texts the code that confirms it. */
export function commitRepayment(payload: RequestOf<typeof endpoints.repaymentCommit>) {
  // A refusal shows the server's message (the spec: '处理失败' or the server message).
  return callEndpoint(endpoints.repaymentCommit, payload, { loading: paymentWayMessages.loading });
}
