import { BUSINESS_CODE, type ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';
import { paymentWayMessages } from '../messages.ts';

export type RepaymentWay = ResponseOf<typeof endpoints.repaymentWay>;

/** Saved cards, the amount payable and the repay token (legacy repayment-way). */
export function repaymentWayQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['payment-way', orderId],
    ...endpointQuery(
      endpoints.repaymentWay,
      { orderId },
      {
        loading: paymentWayMessages.loading,
        // A refused card list reads as the spec's text; an expired session keeps its own.
        failureText: (code) =>
          String(code) === String(BUSINESS_CODE.sessionExpired)
            ? undefined
            : paymentWayMessages.cardListFailed,
      },
    ),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useRepaymentWay(orderId: string) {
  return useQuery(repaymentWayQueryOptions(orderId));
}
