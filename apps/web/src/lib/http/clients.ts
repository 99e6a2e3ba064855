import type { BodyEncoding } from '@loan/contract';
import { CLIENT_ONE_HEADER_KEYS, CLIENT_TWO_HEADER_KEYS } from '@loan/contract';

/**
 * Spec 1 §7's two clients, reduced to what differs between them: client one (JSON) sends the
 * `building` and `gather` headers, client two (form-encoded) sends `swift` and `eyes`; both send
 * `X-Requested-With`. Header values come from the page query, '' when missing.
 */
export type ClientKind = 'one' | 'two';

export function clientOf(encoding: BodyEncoding): ClientKind {
  return encoding === 'form' ? 'two' : 'one';
}

export function clientHeaders(
  kind: ClientKind,
  pageValue: (key: string) => string,
): Record<string, string> {
  const keys = kind === 'one' ? CLIENT_ONE_HEADER_KEYS : CLIENT_TWO_HEADER_KEYS;
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  for (const key of keys) headers[key] = pageValue(key);
  return headers;
}

type Payload = Record<string, unknown> | FormData | undefined;

function text(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Flattens a payload into name/value pairs (query strings and form bodies); nullish skipped. */
export function toPairs(payload: Payload): [string, string][] {
  if (!payload || payload instanceof FormData) return [];
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) pairs.push([key, text(item)]);
  }
  return pairs;
}

/** The body and its content type for an encoding; GET and `query` calls have no body. */
export function encodeBody(
  encoding: BodyEncoding,
  payload: Payload,
): { body?: BodyInit; contentType?: string } {
  switch (encoding) {
    case 'json':
      return { body: JSON.stringify(payload ?? {}), contentType: 'application/json' };
    case 'form':
      return {
        body: new URLSearchParams(toPairs(payload)).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    case 'multipart': {
      if (payload instanceof FormData) return { body: payload };
      const form = new FormData();
      for (const [key, value] of Object.entries(payload ?? {})) {
        if (value instanceof Blob) form.append(key, value);
        else if (value !== undefined && value !== null) form.append(key, text(value));
      }
      // No content type: the browser adds the multipart boundary itself.
      return { body: form };
    }
    case 'query':
      return {};
  }
}
