import {
  type EndpointDescriptor,
  LANG_HEADER,
  type RequestOf,
  type ResponseOf,
} from '@loan/contract';
import { getLocale } from '../i18n/locale.ts';
import type { ApiResult } from './api-result.ts';
import { clientHeaders, clientOf, encodeBody, toPairs } from './clients.ts';

/** What a call takes from the page it is made for: the session query and the header sources. */
export interface PageQuery {
  session: Record<string, string>;
  value(key: string): string;
}

/** One call as it goes on the wire: path with its query string, method, headers and body. */
export interface EndpointRequest {
  pathAndQuery: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: BodyInit;
}

/**
 * The request for a contract call, the same for the browser and for the server rendering a page:
 * the path, then the session query, then (GET and query encoding) the payload; the client's
 * headers (client one or two) from the page query; wire field names for variant-2 calls.
 */
export function buildEndpointRequest<D extends EndpointDescriptor>(
  descriptor: D,
  readablePayload: RequestOf<D>,
  page: PageQuery,
  extraHeaders: Record<string, string> = {},
): EndpointRequest {
  const payload = descriptor.obfuscated
    ? descriptor.obfuscated.fields.toWire(readablePayload)
    : readablePayload;
  const query = new URLSearchParams(page.session);
  if (descriptor.method === 'GET' || descriptor.encoding === 'query') {
    // The call's own fields win over page parameters of the same name (a complaint form's
    // `orderId` over the page's): one value per name, as the server's schema expects.
    const pairs = toPairs(payload as Record<string, unknown>);
    for (const key of new Set(pairs.map(([key]) => key))) query.delete(key);
    for (const [key, value] of pairs) query.append(key, value);
  }
  const search = query.toString();
  const hasBody = descriptor.method === 'POST' && descriptor.encoding !== 'query';
  const { body, contentType } = hasBody
    ? encodeBody(descriptor.encoding, payload as Record<string, unknown> | FormData)
    : {};
  const headers: Record<string, string> = {
    ...extraHeaders,
    ...clientHeaders(clientOf(descriptor.encoding), page.value),
    // The page's language, so the answer's texts (rows, notices, errors) match the page.
    [LANG_HEADER]: getLocale(),
  };
  if (contentType) headers['Content-Type'] = contentType;
  return {
    pathAndQuery: search ? `${descriptor.path}?${search}` : descriptor.path,
    method: descriptor.method,
    headers,
    ...(body === undefined ? {} : { body }),
  };
}

export type WireEnvelope = { code: number | string; data?: unknown; message?: unknown } & Record<
  string,
  unknown
>;

/** The envelope read as the pages see it: readable data, the message, and whether it succeeded. */
export function readEnvelope<D extends EndpointDescriptor>(
  descriptor: D,
  envelope: WireEnvelope,
): ApiResult<ResponseOf<D>> {
  const wireData = envelope.data ?? null;
  return {
    code: envelope.code,
    data: (descriptor.obfuscated
      ? descriptor.obfuscated.fields.fromWire(wireData)
      : wireData) as ResponseOf<D>,
    message: readMessage(descriptor, envelope),
    success: envelope.code === descriptor.successCode,
  };
}

/** Variant-2 envelopes carry their message under another name; a 400 from the edge still says `message`. */
function readMessage(descriptor: EndpointDescriptor, envelope: WireEnvelope): string {
  const field = descriptor.obfuscated?.messageField;
  const value = (field ? envelope[field] : undefined) ?? envelope.message;
  return typeof value === 'string' ? value : '';
}
