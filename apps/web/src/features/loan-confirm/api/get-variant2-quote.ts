import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';

/** Confirm loan variant 2: the quote (obfuscated `satire`; callEndpoint translates the names). */
export function variant2QuoteQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['loan-confirm', 'variant2', 'quote', productId],
    ...endpointQuery(endpoints.satire, { productId }),
    enabled: productId !== '',
    // The borrower confirms these figures: never show a cached quote.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useVariant2Quote(productId: string) {
  return useQuery(variant2QuoteQueryOptions(productId));
}
