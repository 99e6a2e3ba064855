import { GOOGLE_SCORE_SENT } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { useMutation } from '@/lib/query/use-mutation.ts';
import { loanDetailMessages } from '../messages.ts';

/**
 * The rating modal's submit. The spec sends a fixed score whatever the stars; the key lets a
 * repeated submit (a double tap, a retry) count once.
 */
export function submitGoogleScore(idempotencyKey: string) {
  return callEndpoint(
    endpoints.googleScore,
    { score: GOOGLE_SCORE_SENT },
    { loading: loanDetailMessages.loading, headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function useSubmitGoogleScore() {
  return useMutation({ mutationFn: submitGoogleScore });
}
