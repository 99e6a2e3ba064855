import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';
import { dataRightsMessages } from '../messages.ts';

export type MyData = ResponseOf<typeof endpoints.myData>;

/** Everything held about the borrower, fresh on every visit. */
export function myDataQueryOptions() {
  return queryOptions({
    queryKey: ['data-rights', 'my-data'],
    ...endpointQuery(endpoints.myData, {}, { loading: dataRightsMessages.loading }),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useMyData() {
  return useQuery(myDataQueryOptions());
}
