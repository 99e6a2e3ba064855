import { AGREEMENT_SCENE, endpoints } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';

/** Confirm loan variant 2: the agreements of scene 3 (obfuscated `cultures`). */
export function getVariant2Agreements(productId: string, signal?: AbortSignal) {
  return callEndpoint(
    endpoints.cultures,
    { productId, scene: AGREEMENT_SCENE },
    signal ? { signal } : {},
  );
}

export function variant2AgreementsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['loan-confirm', 'variant2', 'agreements', AGREEMENT_SCENE, productId],
    queryFn: ({ signal }) => getVariant2Agreements(productId, signal),
    enabled: productId !== '',
  });
}

export function useVariant2Agreements(productId: string) {
  return useQuery(variant2AgreementsQueryOptions(productId));
}
