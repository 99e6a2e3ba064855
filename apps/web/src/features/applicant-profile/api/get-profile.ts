import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';

export type ProfileAnswer = ResponseOf<typeof endpoints.applicantProfile>;
export type SavedProfile = NonNullable<ProfileAnswer['profile']>;

/** The borrower's profile as saved (none yet for a new borrower). */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: ['applicant-profile'],
    // The server renders the page with it; a read again after a save needs no spinner.
    ...endpointQuery(endpoints.applicantProfile, {}),
    staleTime: 0,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
