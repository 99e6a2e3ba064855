import {
  type EndpointDescriptor,
  type Envelope,
  fromWireFields,
  type RequestOf,
  type ResponseOf,
  toWireFields,
} from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import type { CallResult } from './api.ts';

export interface WireCallOptions {
  sessionid?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Calls a variant-2 endpoint as the web app does: wire names, form body or query. */
export async function callWire<E extends EndpointDescriptor>(
  app: FastifyInstance,
  endpoint: E,
  input: RequestOf<E> | Record<string, unknown>,
  options: WireCallOptions = {},
) {
  const wire = toWireFields(input) as Record<string, unknown>;
  const pairs = Object.fromEntries(Object.entries(wire).map(([k, v]) => [k, String(v)]));
  const query = {
    ...options.query,
    ...(options.sessionid ? { sessionid: options.sessionid } : {}),
  };
  const isGet = endpoint.method === 'GET';
  const response = await app.inject({
    method: endpoint.method,
    url: endpoint.path,
    query: isGet ? { ...query, ...pairs } : query,
    headers: {
      ...(isGet ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      ...options.headers,
    },
    ...(isGet ? {} : { payload: new URLSearchParams(pairs).toString() }),
  });
  const raw = response.json() as Record<string, unknown>;
  return { statusCode: response.statusCode, raw, body: readable<E>(endpoint, raw) };
}

/** The envelope as the web app reads it: readable names, the message from its own field. */
function readable<E extends EndpointDescriptor>(
  endpoint: E,
  raw: Record<string, unknown>,
): CallResult<ResponseOf<E>>['body'] {
  const field = endpoint.obfuscated?.messageField ?? 'message';
  return {
    code: raw.code as Envelope<unknown>['code'],
    data: fromWireFields(raw.data ?? null) as ResponseOf<E> | null,
    message: String(raw[field] ?? raw.message ?? ''),
  };
}
