import type { OpsEnvelope } from '@loan/contract/ops';

export const OPS_API = '/api/ops';

/** A refusal or failure of the operations API, with the server's message to show. */
export class OpsError extends Error {
  override name = 'OpsError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let csrfToken = '';
let onSessionEnded: () => void = () => {};

/** The session's CSRF token, sent as X-CSRF-Token on every write. */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** Called when a request answers 401: the session ended (idle, signed out elsewhere). */
export function onSessionEnd(handler: () => void): void {
  onSessionEnded = handler;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One call of the operations API; the data of its envelope, or an OpsError. */
export async function opsCall<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
  const response = await fetch(`${OPS_API}${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json().catch(() => null)) as OpsEnvelope<T> | null;
  if (response.ok && envelope && envelope.code === 0) return envelope.data;
  const message = envelope?.message || `The server answered ${response.status}`;
  if (response.status === 401 && path !== '/session') onSessionEnded();
  throw new OpsError(response.status, message);
}

/** A query string from the filled-in fields only. */
export function queryOf(fields: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
