import { devSms, endpoints } from '@loan/contract';

/** Logs in as the demo borrower through the development SMS route; returns the session id. */
export async function loginDemoBorrower(baseUrl: string, phone: string): Promise<string> {
  await postJson(`${baseUrl}${endpoints.loginCode.path}`, { phone });
  const sms = await fetch(`${baseUrl}${devSms.path}?phone=${phone}`);
  const { data } = (await sms.json()) as { data: { code: string } };
  const login = await postJson(`${baseUrl}${endpoints.login.path}`, { phone, code: data.code });
  const sessionid = (login.data as { sessionid?: string } | null)?.sessionid;
  if (!sessionid) throw new Error(`demo login failed: ${login.message}`);
  return sessionid;
}

async function postJson(url: string, body: unknown): Promise<{ data: unknown; message: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: unknown; message: string };
}
