import type { PlaceLevel, ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';

export type Place = ResponseOf<typeof endpoints.places>['places'][number];

/** The PSGC places of a level under a parent, from the server (never shipped with the app). */
export function placesQueryOptions(level: PlaceLevel, parent: string) {
  const payload = level === 'region' ? { level } : { level, parent };
  return queryOptions({
    queryKey: ['places', level, parent],
    ...endpointQuery(endpoints.places, payload),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: level === 'region' || parent !== '',
  });
}

export function usePlaces(level: PlaceLevel, parent: string) {
  return useQuery(placesQueryOptions(level, parent));
}
