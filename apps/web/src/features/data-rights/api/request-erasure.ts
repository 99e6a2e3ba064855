import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { useQueryClient } from '@/lib/query/query-provider.tsx';
import { useMutation } from '@/lib/query/use-mutation.ts';
import { dataRightsMessages } from '../messages.ts';
import { myDataQueryOptions } from './get-my-data.ts';

/** Records the borrower's erasure request (asked again: the same request). */
export function useRequestErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint(endpoints.requestErasure, {}, { loading: dataRightsMessages.loading }),
    onSuccess: () => client.invalidateQueries({ queryKey: myDataQueryOptions().queryKey }),
  });
}
