import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary.tsx';
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
      <ConfigProvider locale={enUS}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ConfigProvider>
    </ErrorBoundary>
  );
}
