import type { EndpointDescriptor, RequestOf } from '@loan/contract';
import { type CallOptions, callEndpoint } from './call-endpoint.ts';
import { retryReads } from './retry-reads.ts';

/** A contract call a query makes: what the server needs to make it for the page it renders. */
export interface EndpointCall {
  descriptor: EndpointDescriptor;
  payload: unknown;
}

/**
 * The parts of a query's options that make one contract call: the browser's query function (a
 * read, tried again when the network drops it) and, in `meta`, the same call for the server to
 * make when it renders the page with its data.
 */
export function endpointQuery<D extends EndpointDescriptor>(
  descriptor: D,
  payload: RequestOf<D>,
  options: Omit<CallOptions, 'signal'> = {},
) {
  const endpoint: EndpointCall = { descriptor, payload };
  return {
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      retryReads(() => callEndpoint(descriptor, payload, { ...options, signal }), signal),
    meta: { endpoint },
  };
}

/** The call a query's options were made with by `endpointQuery`, if any. */
export function endpointCallOf(
  meta: Record<string, unknown> | undefined,
): EndpointCall | undefined {
  const endpoint = meta?.endpoint as EndpointCall | undefined;
  return endpoint && typeof endpoint.descriptor?.path === 'string' ? endpoint : undefined;
}
