import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
import { QueryClientProvider } from '@/lib/query/query-provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

const defaultQueryClient = createQueryClient();

export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: ReturnType<typeof createQueryClient>;
}) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ErrorBoundary>
  );
}
