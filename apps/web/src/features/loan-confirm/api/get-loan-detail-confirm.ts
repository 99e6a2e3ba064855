import { endpoints } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';

/** Confirm loan v3: the server's quote for a product (loan-journey §7). */
export function getLoanDetailConfirm(productId: string, signal?: AbortSignal) {
  return callEndpoint(endpoints.loanDetailConfirm, { productId }, signal ? { signal } : {});
}

export function loanDetailConfirmQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['loan-confirm', 'detail-confirm', productId],
    queryFn: ({ signal }) => getLoanDetailConfirm(productId, signal),
    enabled: productId !== '',
    // The borrower confirms these figures: never show a cached quote.
    staleTime: 0,
  });
}

export function useLoanDetailConfirm(productId: string) {
  return useQuery(loanDetailConfirmQueryOptions(productId));
}
