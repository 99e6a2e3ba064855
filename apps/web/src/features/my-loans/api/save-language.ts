import type { Locale } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';

/** Saves the borrower's language; later pages (and messages) use it. */
export function saveLanguage(lang: Locale) {
  return callEndpoint(endpoints.languageSave, { lang }, { loading: true });
}
