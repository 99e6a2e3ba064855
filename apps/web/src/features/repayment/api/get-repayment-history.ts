import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';
import { repaymentMessages } from '../messages.ts';

export type RepaymentHistory = ResponseOf<typeof endpoints.repaymentHistory>;

/** The payments of one of the borrower's orders, oldest first, each a receipt. */
export function repaymentHistoryQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['repayment', 'history', orderId],
    ...endpointQuery(
      endpoints.repaymentHistory,
      { orderId },
      { loading: repaymentMessages.loading },
    ),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useRepaymentHistory(orderId: string) {
  return useQuery(repaymentHistoryQueryOptions(orderId));
}
