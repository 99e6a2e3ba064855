import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import type { LoanTerms } from '../loan-quote.ts';

/** Variant 2: applies for the quoted loan (obfuscated `depush`), idempotent by key. */
export function pushVariant2Loan(terms: LoanTerms, idempotencyKey: string) {
  return callEndpoint(endpoints.depush, terms, {
    loading: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
