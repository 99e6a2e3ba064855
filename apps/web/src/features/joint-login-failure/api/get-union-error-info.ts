import { endpoints } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';

/** Why the partner login failed, and the family of products to try instead. */
export function getUnionErrorInfo(productId: string, signal?: AbortSignal) {
  return callEndpoint(endpoints.unionErrorInfo, productId ? { productId } : {}, {
    loading: true,
    ...(signal ? { signal } : {}),
  });
}

export function unionErrorInfoQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['union', 'error-info', productId],
    queryFn: ({ signal }) => getUnionErrorInfo(productId, signal),
  });
}

export function useUnionErrorInfo(productId: string) {
  return useQuery(unionErrorInfoQueryOptions(productId));
}
