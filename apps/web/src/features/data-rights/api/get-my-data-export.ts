import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { dataRightsMessages } from '../messages.ts';

/** The borrower's data as a person reads it, in the page's language: the download. */
export function getMyDataExport() {
  return callEndpoint(endpoints.myDataExport, {}, { loading: dataRightsMessages.loading });
}
