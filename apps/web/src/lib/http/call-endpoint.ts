import {
  BUSINESS_CODE,
  type EndpointDescriptor,
  fromWireFields,
  type RequestOf,
  type ResponseOf,
  toWireFields,
} from '@loan/contract';
import { getBrandConfig } from '../brand/config.ts';
import { bridge } from '../bridge/bridge.ts';
import { messages } from '../messages.ts';
import { getSessionQuery } from '../session-query.ts';
import { type LoadingHandle, showLoading, showToast } from '../toast.ts';
import type { ApiResult } from './api-result.ts';
import { clientHeaders, clientOf, encodeBody, toPairs } from './clients.ts';
import { sendRequest } from './transport.ts';

export interface CallOptions {
  /** Show the loading indicator until the reply arrives; a string is shown beside it. */
  loading?: boolean | string;
  /** Cancels the call (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Overrides HTTP_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Extra request headers (e.g. `Idempotency-Key`); the client's own headers win on a clash. */
  headers?: Record<string, string>;
}

// Several calls of one screen can all find the session expired; the shell opens login once.
const LOGIN_REPEAT_GAP_MS = 3000;
let lastLoginAt = Number.NEGATIVE_INFINITY;

function sendToLogin(): void {
  const now = Date.now();
  if (now - lastLoginAt < LOGIN_REPEAT_GAP_MS) return;
  lastLoginAt = now;
  bridge.goLogin();
}

/** apiBase + path, then the session query, then (GET and query encoding) the payload. */
export function endpointUrl(descriptor: EndpointDescriptor, payload: unknown): string {
  const base = getBrandConfig().apiBase.replace(/\/+$/, '');
  const url = new URL(`${base}${descriptor.path}`, window.location.origin);
  for (const [key, value] of Object.entries(getSessionQuery())) url.searchParams.set(key, value);
  if (descriptor.method === 'GET' || descriptor.encoding === 'query') {
    for (const [key, value] of toPairs(payload as Record<string, unknown>)) {
      url.searchParams.append(key, value);
    }
  }
  return url.href;
}

/**
 * Calls one contract endpoint. A success code resolves with `success: true`; any other code toasts
 * the server's message and still resolves, with `success: false`; an expired session also sends
 * the borrower to login through the bridge. Transport errors reject unchanged.
 */
export async function callEndpoint<D extends EndpointDescriptor>(
  descriptor: D,
  readablePayload: RequestOf<D>,
  options: CallOptions = {},
): Promise<ApiResult<ResponseOf<D>>> {
  const payload = descriptor.obfuscated ? toWireFields(readablePayload) : readablePayload;
  const hasBody = descriptor.method === 'POST' && descriptor.encoding !== 'query';
  const { body, contentType } = hasBody
    ? encodeBody(descriptor.encoding, payload as Record<string, unknown> | FormData)
    : {};
  const headers = { ...options.headers, ...clientHeaders(clientOf(descriptor.encoding)) };
  if (contentType) headers['Content-Type'] = contentType;

  let loading: LoadingHandle | undefined;
  if (options.loading) {
    loading = showLoading(typeof options.loading === 'string' ? options.loading : undefined);
  }
  let envelope: WireEnvelope;
  try {
    envelope = (await sendRequest({
      url: endpointUrl(descriptor, payload),
      method: descriptor.method,
      headers,
      ...(body === undefined ? {} : { body }),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    })) as WireEnvelope;
  } finally {
    loading?.close();
  }

  const message = readMessage(descriptor, envelope);
  const success = envelope.code === descriptor.successCode;
  if (!success) {
    void showToast(message || messages.common.requestFailed);
    if (String(envelope.code) === String(BUSINESS_CODE.sessionExpired)) sendToLogin();
  }
  const wireData = envelope.data ?? null;
  const data = (descriptor.obfuscated ? fromWireFields(wireData) : wireData) as ResponseOf<D>;
  return { code: envelope.code, data, message, success };
}

type WireEnvelope = { code: number | string; data?: unknown; message?: unknown } & Record<
  string,
  unknown
>;

/** Variant-2 envelopes carry their message under another name; a 400 from the edge still says `message`. */
function readMessage(descriptor: EndpointDescriptor, envelope: WireEnvelope): string {
  const field = descriptor.obfuscated?.messageField;
  const value = (field ? envelope[field] : undefined) ?? envelope.message;
  return typeof value === 'string' ? value : '';
}
