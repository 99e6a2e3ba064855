import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import type { LoanTerms } from '../loan-quote.ts';

/** Confirm loan v3: applies for the quoted loan; the key makes a repeat return the same order. */
export function pushLoanDetail(terms: LoanTerms, idempotencyKey: string) {
  return callEndpoint(endpoints.loanDetailPush, terms, {
    loading: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
