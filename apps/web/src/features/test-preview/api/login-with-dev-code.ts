import { devSms } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { useMutation } from '@/lib/query/use-mutation.ts';

/**
 * Logs a phone in the way the native shell would, taking the texted code from the development
 * SMS route (absent in production): login-code, then the code, then login. Resolves to the new
 * session id, or null when a step failed (the client already toasted the server's message).
 */
export async function loginWithDevCode(phone: string): Promise<string | null> {
  const sent = await callEndpoint(endpoints.loginCode, { phone });
  if (!sent.success) return null;
  const sms = await callEndpoint(devSms, { phone });
  if (!sms.success || !sms.data) return null;
  const login = await callEndpoint(endpoints.login, { phone, code: sms.data.code });
  return login.success && login.data ? login.data.sessionid : null;
}

export function useLoginWithDevCode() {
  return useMutation({ mutationFn: loginWithDevCode });
}
