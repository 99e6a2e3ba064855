import { HTTP_TIMEOUT_MS } from '@loan/contract';
import { HttpError, isEnvelope } from './api-result.ts';

export interface TransportRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: BodyInit;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * One fetch with the spec's time-out. Resolves to the response body. Network failures, the
 * time-out (a `TimeoutError` DOMException) and the caller's abort reject unchanged; a reply that
 * is not an envelope rejects with HttpError. An envelope resolves whatever the HTTP status, so a
 * 400's field message reaches the borrower like any business failure.
 */
export async function sendRequest(request: TransportRequest): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out.', 'TimeoutError')),
    request.timeoutMs ?? HTTP_TIMEOUT_MS,
  );
  const outer = request.signal;
  const forwardAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) forwardAbort();
  outer?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const raw = await response.text();
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      // not JSON: handled below
    }
    if (!isEnvelope(body)) throw new HttpError(response.status, body);
    return body;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
}
