import { afterEach, describe, expect, it } from 'vitest';
import type { Query } from './query/query.ts';
import { QueryClient } from './query/query-client.ts';
import { createQueryClient, hydrateServerData } from './query-client.ts';

function serverState() {
  const server = new QueryClient({ staleTime: 0, refetchOnMount: () => true });
  server.setQueryData(['order'], { status: 151 });
  return server.dehydrate();
}

function refetchesOnMount(client: QueryClient): boolean {
  return client.defaults.refetchOnMount(client.find(['order']) as Query);
}

describe('server-rendered data', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is not fetched again on the page it was rendered for', () => {
    window.history.replaceState(null, '', '/loanDetail?orderId=PN-1');
    const client = createQueryClient();
    hydrateServerData(client, serverState());
    expect(client.getQueryData(['order'])).toEqual({ status: 151 });
    expect(refetchesOnMount(client)).toBe(false);
  });

  it('is read anew when the borrower comes back to it from another screen', () => {
    window.history.replaceState(null, '', '/loanDetail?orderId=PN-1');
    const client = createQueryClient();
    hydrateServerData(client, serverState());
    window.history.pushState(null, '', '/bindBank?orderId=PN-1');
    window.history.pushState(null, '', '/loanDetail?source=loanDetail&orderId=PN-1');
    expect(refetchesOnMount(client)).toBe(true);
  });

  it('is read anew once the page is no longer just loaded', () => {
    window.history.replaceState(null, '', '/loanDetail?orderId=PN-1');
    const client = createQueryClient();
    hydrateServerData(client, serverState());
    const query = client.find(['order']) as Query;
    query.setData({ status: 170 }, Date.now() + 1);
    expect(refetchesOnMount(client)).toBe(true);
  });
});
