import { endpoints } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';

/** Confirm loan variant 2: the quote (obfuscated `satire`; callEndpoint translates the names). */
export function getVariant2Quote(productId: string, signal?: AbortSignal) {
  return callEndpoint(endpoints.satire, { productId }, signal ? { signal } : {});
}

export function variant2QuoteQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['loan-confirm', 'variant2', 'quote', productId],
    queryFn: ({ signal }) => getVariant2Quote(productId, signal),
    enabled: productId !== '',
    // The borrower confirms these figures: never show a cached quote.
    staleTime: 0,
  });
}

export function useVariant2Quote(productId: string) {
  return useQuery(variant2QuoteQueryOptions(productId));
}
