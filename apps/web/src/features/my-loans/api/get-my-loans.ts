import type { ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { endpointQuery } from '@/lib/http/endpoint-query.ts';
import { queryOptions, useQuery } from '@/lib/query/use-query.ts';
import { myLoansMessages } from '../messages.ts';

export type MyLoans = ResponseOf<typeof endpoints.myLoans>;

/** The borrower's home: current loan, payout account, loans, payments and messages. */
export function myLoansQueryOptions() {
  return queryOptions({
    queryKey: ['my-loans'],
    ...endpointQuery(endpoints.myLoans, {}, { loading: myLoansMessages.loading }),
    // Loans change under the borrower (a payment, a decision): every visit reads them anew.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useMyLoans() {
  return useQuery(myLoansQueryOptions());
}
