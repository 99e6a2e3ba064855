import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';
import { complaintMessages } from '../messages.ts';

export type ProblemList = ResponseOf<typeof endpoints.problemList>;

export function problemListQueryOptions() {
  return queryOptions({
    queryKey: ['complaint', 'list'],
    ...endpointQuery(endpoints.problemList, {}, { loading: complaintMessages.loading }),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useProblemList() {
  return useQuery(problemListQueryOptions());
}
