import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { complaintMessages } from '../messages.ts';

/** The rating of how the complaint was handled (success code '00'). */
export function saveScore(problemId: string, score: number) {
  return callEndpoint(
    endpoints.saveScore,
    { problemId, score },
    { loading: complaintMessages.loading },
  );
}
