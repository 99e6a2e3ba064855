import type { InProcessTransport } from '@loan/contract';
import { isEnvelope } from '@/lib/http/api-result.ts';
import { endpointCallOf } from '@/lib/http/endpoint-query.ts';
import { buildEndpointRequest, readEnvelope } from '@/lib/http/endpoint-request.ts';
import type { QueryClient } from '@/lib/query/query-client.ts';
import type { ScreenQuery } from '@/lib/screen.ts';
import { sessionQueryOf } from '@/lib/session-query.ts';

/**
 * Makes a screen's calls for the page being rendered, as the browser would make them, and puts
 * each answer into the cache under its query's key. A call without an envelope (the transport
 * failed) is left out: the browser then makes it itself, as it always did.
 */
export async function fetchScreenQueries(
  queryClient: QueryClient,
  queries: readonly ScreenQuery[],
  page: URLSearchParams,
  transport: InProcessTransport,
): Promise<void> {
  const pageQuery = { session: sessionQueryOf(page), value: (key: string) => page.get(key) ?? '' };
  await Promise.all(
    queries.map(async (query) => {
      const call = endpointCallOf(query.meta);
      if (!call) throw new Error(`query ${JSON.stringify(query.queryKey)} makes no contract call`);
      const request = buildEndpointRequest(call.descriptor, call.payload as never, pageQuery);
      if (request.body !== undefined && typeof request.body !== 'string') {
        throw new Error(`${call.descriptor.id}: only text bodies are made on the server`);
      }
      const body = await transport({ ...request, body: request.body }).catch(() => undefined);
      if (!isEnvelope(body)) return;
      queryClient.setQueryData(query.queryKey, readEnvelope(call.descriptor, body));
    }),
  );
}
