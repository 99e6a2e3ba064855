import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';

export type LandingTemplate = ResponseOf<typeof endpoints.channelTemplate>;

/** The landing page's configuration by template id (loan-journey §7). */
export function channelTemplateQueryOptions(templateId: number) {
  return queryOptions({
    queryKey: ['promotion', 'template', templateId],
    ...endpointQuery(endpoints.channelTemplate, { templateId }),
  });
}

export function useChannelTemplate(templateId: number) {
  return useQuery(channelTemplateQueryOptions(templateId));
}
