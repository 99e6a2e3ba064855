import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';
import { complaintMessages } from '../messages.ts';

export type ProblemInit = ResponseOf<typeof endpoints.problemInit>;
export type ComplaintOrder = ProblemInit['orderList'][number];

/** The complaint start page's data (POST), or the form page's second read (GET). */
export function problemInitQueryOptions(orderId: string, method: 'POST' | 'GET' = 'POST') {
  const descriptor = method === 'GET' ? endpoints.problemInitGet : endpoints.problemInit;
  return queryOptions({
    queryKey: ['complaint', 'init', method, orderId],
    ...endpointQuery(descriptor, orderId ? { orderId } : {}, {
      loading: complaintMessages.loading,
    }),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useProblemInit(orderId: string, method: 'POST' | 'GET' = 'POST') {
  return useQuery(problemInitQueryOptions(orderId, method));
}
