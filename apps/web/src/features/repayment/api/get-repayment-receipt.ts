import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';
import { repaymentMessages } from '../messages.ts';

export type Receipt = ResponseOf<typeof endpoints.repaymentReceipt>;

/** The receipt of one payment; a receipt never changes once written. */
export function repaymentReceiptQueryOptions(receiptNo: string) {
  return queryOptions({
    queryKey: ['repayment', 'receipt', receiptNo],
    ...endpointQuery(
      endpoints.repaymentReceipt,
      { receiptNo },
      { loading: repaymentMessages.loading },
    ),
  });
}

export function useRepaymentReceipt(receiptNo: string) {
  return useQuery(repaymentReceiptQueryOptions(receiptNo));
}
