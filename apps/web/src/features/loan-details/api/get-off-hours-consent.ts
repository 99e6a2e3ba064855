import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { getLocale } from '@/lib/i18n/locale.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';

export type OffHoursConsent = ResponseOf<typeof endpoints.offHoursConsent>;

/** Whether the borrower allows collection calls outside the hours, read on every visit. */
export function offHoursConsentQueryOptions(orderId: string) {
  const language = getLocale();
  return queryOptions({
    queryKey: ['loan-details', 'off-hours-consent', orderId, language],
    ...endpointQuery(endpoints.offHoursConsent, { orderId, language }),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useOffHoursConsent(orderId: string) {
  return useQuery(offHoursConsentQueryOptions(orderId));
}
