import { AGREEMENT_SCENE } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';

/** The agreements the borrower accepts when confirming a loan (scene 3). */
export function contractListQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['contract', 'list', AGREEMENT_SCENE, productId],
    ...endpointQuery(endpoints.contractList, { productId, scene: AGREEMENT_SCENE }),
    enabled: productId !== '',
  });
}

export function useContractList(productId: string) {
  return useQuery(contractListQueryOptions(productId));
}
