import {
  BUSINESS_CODE,
  type EndpointDescriptor,
  type RequestOf,
  type ResponseOf,
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
  payload: RequestOf<D>,
  options: CallOptions = {},
): Promise<ApiResult<ResponseOf<D>>> {
  const hasBody = descriptor.method === 'POST' && descriptor.encoding !== 'query';
  const { body, contentType } = hasBody
    ? encodeBody(descriptor.encoding, payload as Record<string, unknown> | FormData)
    : {};
  const headers = clientHeaders(clientOf(descriptor.encoding));
  if (contentType) headers['Content-Type'] = contentType;

  let loading: LoadingHandle | undefined;
  if (options.loading) {
    loading = showLoading(typeof options.loading === 'string' ? options.loading : undefined);
  }
  let envelope: Omit<ApiResult<ResponseOf<D>>, 'success'>;
  try {
    envelope = (await sendRequest({
      url: endpointUrl(descriptor, payload),
      method: descriptor.method,
      headers,
      ...(body === undefined ? {} : { body }),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    })) as typeof envelope;
  } finally {
    loading?.close();
  }

  const success = envelope.code === descriptor.successCode;
  if (!success) {
    void showToast(envelope.message || messages.common.requestFailed);
    if (String(envelope.code) === String(BUSINESS_CODE.sessionExpired)) sendToLogin();
  }
  return { code: envelope.code, data: envelope.data ?? null, message: envelope.message, success };
}
