import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';

/** Marks messages the borrower has seen read; quietly, as nothing on screen waits for it. */
export function markMessagesRead(ids: string[]) {
  return callEndpoint(endpoints.messagesRead, { ids }, { quiet: true });
}
