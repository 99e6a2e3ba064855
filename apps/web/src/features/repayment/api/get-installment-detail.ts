import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import type { OrderIds } from '@/lib/order-ids.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';
import { repaymentMessages } from '../messages.ts';

export type InstalmentInfo = ResponseOf<typeof endpoints.installmentDetail>;

/** Repayment info (instalment), loan-journey §3 and §7. */
export function installmentDetailQueryOptions(ids: OrderIds) {
  return queryOptions({
    queryKey: ['repayment', 'instalment', ids.productId, ids.orderId],
    ...endpointQuery(endpoints.installmentDetail, ids, { loading: repaymentMessages.loading }),
    // What is due changes with every payment and every day: each visit reads it anew.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useInstallmentDetail(ids: OrderIds) {
  return useQuery(installmentDetailQueryOptions(ids));
}
