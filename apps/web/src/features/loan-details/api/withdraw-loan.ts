import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { useMutation } from '@/lib/query/use-mutation.ts';
import { loanDetailMessages } from '../messages.ts';

export interface WithdrawRequest {
  orderId: string;
  /** One per page visit, so a repeated confirm withdraws once. */
  idempotencyKey: string;
}

/** The borrower accepts (withdraws) an approved loan. */
export function withdrawLoan({ orderId, idempotencyKey }: WithdrawRequest) {
  return callEndpoint(
    endpoints.loanWithdraw,
    { orderId },
    { loading: loanDetailMessages.loading, headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function useWithdrawLoan() {
  return useMutation({ mutationFn: withdrawLoan });
}
