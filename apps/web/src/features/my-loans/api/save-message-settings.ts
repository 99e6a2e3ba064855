import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';

/** Saves whether the reminders before a due date come by SMS too. */
export function saveMessageSettings(reminderSms: boolean) {
  return callEndpoint(endpoints.messageSettings, { reminderSms });
}
