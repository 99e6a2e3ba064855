import { AGREEMENT_SCENE, endpoints } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';

/** The agreements the borrower accepts when confirming a loan (scene 3). */
export function getContractList(productId: string, signal?: AbortSignal) {
  return callEndpoint(
    endpoints.contractList,
    { productId, scene: AGREEMENT_SCENE },
    signal ? { signal } : {},
  );
}

export function contractListQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['contract', 'list', AGREEMENT_SCENE, productId],
    queryFn: ({ signal }) => getContractList(productId, signal),
    enabled: productId !== '',
  });
}

export function useContractList(productId: string) {
  return useQuery(contractListQueryOptions(productId));
}
