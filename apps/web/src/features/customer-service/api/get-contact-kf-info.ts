import { CONTACT_INFO_OVERALL } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';

/** Customer service contact (e-mail and telephone/WhatsApp); spec 1 §7 contact-kf-info. */
export function contactKfInfoQueryOptions() {
  return queryOptions({
    queryKey: ['personal-center', 'contact-kf-info'],
    ...endpointQuery(endpoints.contactKfInfo, { overall: CONTACT_INFO_OVERALL }),
  });
}

export function useContactKfInfo() {
  return useQuery(contactKfInfoQueryOptions());
}
