import { CONTACT_INFO_OVERALL, endpoints } from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';

/** Customer service contact (e-mail and telephone/WhatsApp); spec 1 §7 contact-kf-info. */
export function getContactKfInfo(signal?: AbortSignal) {
  return callEndpoint(
    endpoints.contactKfInfo,
    { overall: CONTACT_INFO_OVERALL },
    signal ? { signal } : {},
  );
}

export function contactKfInfoQueryOptions() {
  return queryOptions({
    queryKey: ['personal-center', 'contact-kf-info'],
    queryFn: ({ signal }) => getContactKfInfo(signal),
  });
}

export function useContactKfInfo() {
  return useQuery(contactKfInfoQueryOptions());
}
