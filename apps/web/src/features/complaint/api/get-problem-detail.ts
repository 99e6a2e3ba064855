import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';
import { complaintMessages } from '../messages.ts';

export type ProblemDetail = ResponseOf<typeof endpoints.problemDetail>;

export function problemDetailQueryOptions(problemId: string) {
  return queryOptions({
    queryKey: ['complaint', 'detail', problemId],
    ...endpointQuery(
      endpoints.problemDetail,
      { problemId },
      { loading: complaintMessages.loading },
    ),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useProblemDetail(problemId: string) {
  return useQuery(problemDetailQueryOptions(problemId));
}
