import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { useQueryClient } from '@/lib/query/query-provider.tsx';
import { useMutation } from '@/lib/query/use-mutation.ts';
import { dataRightsMessages } from '../messages.ts';
import { myDataQueryOptions } from './get-my-data.ts';

/** Withdraws the borrower's open erasure request, while it is not carried out yet. */
export function useWithdrawErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint(endpoints.withdrawErasure, {}, { loading: dataRightsMessages.loading }),
    onSuccess: () => client.invalidateQueries({ queryKey: myDataQueryOptions().queryKey }),
  });
}
