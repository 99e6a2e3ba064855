import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';
import { bindBankMessages } from '../messages.ts';

export type CardInit = ResponseOf<typeof endpoints.cardInit>;
export type BindItem = CardInit['items'][number];

/** The binding page's items for a product (foundation-and-support §7 card-init). */
export function cardInitQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['bind-card', 'init', productId],
    ...endpointQuery(endpoints.cardInit, productId ? { product_id: productId } : {}, {
      loading: bindBankMessages.loading,
    }),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCardInit(productId: string) {
  return useQuery(cardInitQueryOptions(productId));
}
