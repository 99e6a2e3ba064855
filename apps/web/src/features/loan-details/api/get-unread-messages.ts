import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';

/** How many of the borrower's messages are unread: the order page's link to My loans says it. */
export function unreadMessagesQueryOptions() {
  return queryOptions({
    queryKey: ['messages-unread'],
    // Quiet: the order page stands without it (the link then just says My loans).
    ...endpointQuery(endpoints.messagesUnread, {}, { quiet: true }),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useUnreadMessages(): number {
  const { data } = useQuery(unreadMessagesQueryOptions());
  return data?.success && data.data ? data.data.unread : 0;
}
