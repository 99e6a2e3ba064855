import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { bindBankMessages } from '../messages.ts';

/** Saves the account; opened from an order, through the spec's alternate path. */
export function bindCard(fields: Record<string, string>, fromLoanDetail: boolean) {
  const descriptor = fromLoanDetail ? endpoints.bindCardLoanDetail : endpoints.bindCardNew;
  return callEndpoint(descriptor, fields, { loading: bindBankMessages.loading });
}

/** Texts the code that confirms a change of a bound account. */
export function sendBindCode() {
  return callEndpoint(endpoints.bindCardCode, {}, { loading: bindBankMessages.loading });
}
