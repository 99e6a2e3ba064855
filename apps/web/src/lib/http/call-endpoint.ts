import {
  BUSINESS_CODE,
  type EndpointDescriptor,
  type RequestOf,
  type ResponseOf,
} from '@loan/contract';
import { getBrandConfig } from '../brand/config.ts';
import { bridge } from '../bridge/bridge.ts';
import { messages } from '../messages.ts';
import { getPageQueryValue, getSessionQuery } from '../session-query.ts';
import { type LoadingHandle, showLoading, showToast } from '../toast.ts';
import type { ApiResult } from './api-result.ts';
import {
  buildEndpointRequest,
  type PageQuery,
  readEnvelope,
  type WireEnvelope,
} from './endpoint-request.ts';
import { sendRequest } from './transport.ts';

export interface CallOptions {
  /** Show the loading indicator until the reply arrives; a string is shown beside it. */
  loading?: boolean | string;
  /** Cancels the call (a query passes one, aborted when no screen waits for it any more). */
  signal?: AbortSignal;
  /** Overrides HTTP_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Extra request headers (e.g. `Idempotency-Key`); the client's own headers win on a clash. */
  headers?: Record<string, string>;
  /** The page's own text for a failure code (spec catalogues); the server's message otherwise. */
  failureText?: (code: number | string) => string | undefined;
  /** The page reports every outcome itself (a public page's own texts): no toast from here. */
  quiet?: boolean;
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

/** The page this app was opened at, as the calls see it. */
export function currentPageQuery(): PageQuery {
  return { session: getSessionQuery(), value: getPageQueryValue };
}

/** apiBase + path, then the session query, then (GET and query encoding) the payload. */
export function endpointUrl(descriptor: EndpointDescriptor, payload: unknown): string {
  const { pathAndQuery } = buildEndpointRequest(
    descriptor,
    payload as RequestOf<EndpointDescriptor>,
    currentPageQuery(),
  );
  return absoluteUrl(pathAndQuery);
}

function absoluteUrl(pathAndQuery: string): string {
  const base = getBrandConfig().apiBase.replace(/\/+$/, '');
  return new URL(`${base}${pathAndQuery}`, window.location.origin).href;
}

/**
 * What a caller sees of a result that did not succeed: the server's message as a toast, and for an
 * expired session the bridge's login. Also used for results the server rendered the page with.
 */
export function reportFailure(result: ApiResult<unknown> | undefined, text?: string): void {
  if (!result || result.success) return;
  void showToast(text || result.message || messages.common.requestFailed);
  if (String(result.code) === String(BUSINESS_CODE.sessionExpired)) sendToLogin();
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
  const request = buildEndpointRequest(
    descriptor,
    readablePayload,
    currentPageQuery(),
    options.headers,
  );
  let loading: LoadingHandle | undefined;
  if (options.loading) {
    loading = showLoading(typeof options.loading === 'string' ? options.loading : undefined);
  }
  let envelope: WireEnvelope;
  try {
    envelope = (await sendRequest({
      url: absoluteUrl(request.pathAndQuery),
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    })) as WireEnvelope;
  } finally {
    loading?.close();
  }
  const result = readEnvelope(descriptor, envelope);
  if (!options.quiet) {
    reportFailure(result, result.success ? undefined : options.failureText?.(result.code));
  }
  return result;
}
