import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, hydrateServerData } from './query-client.ts';

async function serverState() {
  const server = new QueryClient();
  await server.prefetchQuery({ queryKey: ['order'], queryFn: () => ({ status: 151 }) });
  return dehydrate(server);
}

function refetchesOnMount(client: QueryClient): boolean {
  const query = client.getQueryCache().find({ queryKey: ['order'] }) as Query;
  const option = client.getDefaultOptions().queries?.refetchOnMount;
  return typeof option === 'function' ? option(query) !== false : Boolean(option);
}

describe('server-rendered data', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is not fetched again on the page it was rendered for', async () => {
    window.history.replaceState(null, '', '/loanDetail?orderId=PN-1');
    const client = createQueryClient();
    hydrateServerData(client, await serverState());
    expect(refetchesOnMount(client)).toBe(false);
  });

  it('is read anew when the borrower comes back to it from another screen', async () => {
    window.history.replaceState(null, '', '/loanDetail?orderId=PN-1');
    const client = createQueryClient();
    hydrateServerData(client, await serverState());
    window.history.pushState(null, '', '/bindBank?orderId=PN-1');
    window.history.pushState(null, '', '/loanDetail?source=loanDetail&orderId=PN-1');
    expect(refetchesOnMount(client)).toBe(true);
  });
});
