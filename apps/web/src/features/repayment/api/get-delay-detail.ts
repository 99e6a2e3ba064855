import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import type { OrderIds } from '@/lib/order-ids.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';
import { repaymentMessages } from '../messages.ts';

export type DelayInfo = ResponseOf<typeof endpoints.delayDetail>;

/** Repayment info (delay), loan-journey §3 and §7 (`/regarding/preserved`). */
export function delayDetailQueryOptions(ids: OrderIds) {
  return queryOptions({
    queryKey: ['repayment', 'delay', ids.productId, ids.orderId],
    ...endpointQuery(endpoints.delayDetail, ids, { loading: repaymentMessages.loading }),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useDelayDetail(ids: OrderIds) {
  return useQuery(delayDetailQueryOptions(ids));
}
