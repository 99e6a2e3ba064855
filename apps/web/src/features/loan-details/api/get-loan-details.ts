import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import type { OrderIds } from '@/lib/order-ids.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';
import { loanDetailMessages } from '../messages.ts';

export type LoanDetails = ResponseOf<typeof endpoints.loanDetails>;

/** The order details page's read (loan-journey §7, order details call 1). */
export function loanDetailsQueryOptions(ids: OrderIds) {
  return queryOptions({
    queryKey: ['loan-details', ids.productId, ids.orderId],
    ...endpointQuery(endpoints.loanDetails, ids, { loading: loanDetailMessages.loading }),
    // An order changes under the borrower (paid, withdrawn, bound a card): every visit reads it anew.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useLoanDetails(ids: OrderIds) {
  return useQuery(loanDetailsQueryOptions(ids));
}
