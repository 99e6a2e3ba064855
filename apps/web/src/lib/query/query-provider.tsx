import { createContext, type ReactNode, use, useEffect } from 'react';
import type { QueryClient } from './query-client.ts';

const QueryClientContext = createContext<QueryClient | null>(null);

/** The cache the screens below read; what they show is read anew when the phone is back online. */
export function QueryClientProvider({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => {
    const online = () => void client.refetchStale();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [client]);
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}

export function useQueryClient(): QueryClient {
  const client = use(QueryClientContext);
  if (!client) throw new Error('useQueryClient needs a QueryClientProvider above it');
  return client;
}
