import type { RequestOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { paymentWayMessages } from '../messages.ts';

/** The alipay-style repayment (legacy repayment-huichao): a URL the app opens. */
export function requestPayCodeUrl(payload: RequestOf<typeof endpoints.repaymentHuichao>) {
  return callEndpoint(endpoints.repaymentHuichao, payload, { loading: paymentWayMessages.loading });
}
