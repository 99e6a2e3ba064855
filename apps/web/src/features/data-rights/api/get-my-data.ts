import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
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
