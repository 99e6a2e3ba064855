import type { RequestOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { complaintMessages } from '../messages.ts';

/** Sends the complaint; one key per form visit, so a repeated Send files it once. */
export function saveProblem(
  payload: RequestOf<typeof endpoints.problemSave>,
  idempotencyKey: string,
) {
  return callEndpoint(endpoints.problemSave, payload, {
    loading: complaintMessages.loading,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
