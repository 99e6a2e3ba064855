import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';

export type UnionErrorInfo = ResponseOf<typeof endpoints.unionErrorInfo>;

/** Why the partner login failed, and the family of products to try instead. */
export function unionErrorInfoQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['union', 'error-info', productId],
    ...endpointQuery(endpoints.unionErrorInfo, productId ? { productId } : {}, { loading: true }),
  });
}

export function useUnionErrorInfo(productId: string) {
  return useQuery(unionErrorInfoQueryOptions(productId));
}
