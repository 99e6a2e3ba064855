import { AGREEMENT_SCENE } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';

/** Confirm loan variant 2: the agreements of scene 3 (obfuscated `cultures`). */
export function variant2AgreementsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['loan-confirm', 'variant2', 'agreements', AGREEMENT_SCENE, productId],
    ...endpointQuery(endpoints.cultures, { productId, scene: AGREEMENT_SCENE }),
    enabled: productId !== '',
  });
}

export function useVariant2Agreements(productId: string) {
  return useQuery(variant2AgreementsQueryOptions(productId));
}
