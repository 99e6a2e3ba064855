import type { RequestOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { loanDetailMessages } from '../messages.ts';

/** Analytics event (borrow again, recommended-product click); the response is unused. */
export function saveEvent(event: RequestOf<typeof endpoints.eventSave>) {
  return callEndpoint(endpoints.eventSave, event, { loading: loanDetailMessages.loading });
}
