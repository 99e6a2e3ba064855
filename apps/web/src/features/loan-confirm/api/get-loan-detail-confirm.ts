import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';

/** Confirm loan v3: the server's quote for a product (loan-journey §7). */
export function loanDetailConfirmQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['loan-confirm', 'detail-confirm', productId],
    ...endpointQuery(endpoints.loanDetailConfirm, { productId }),
    enabled: productId !== '',
    // The borrower confirms these figures: never show a cached quote.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useLoanDetailConfirm(productId: string) {
  return useQuery(loanDetailConfirmQueryOptions(productId));
}
