import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@/lib/query/query-provider.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { captureSessionQuery } from '@/lib/session-query.ts';

/** Puts the page at `url` as if the app had been opened there (session query captured). */
export function openPage(url: string): void {
  window.history.replaceState(null, '', url);
  captureSessionQuery();
}

/** Renders a component with a fresh query client (no cache shared between tests). */
export function renderWithQueryClient(ui: ReactElement) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>),
  };
}

type IosHandlers = Record<string, { postMessage: (payload: unknown) => void }>;

/** Pretends to be the iOS shell for the given bridge actions; returns the undo. */
export function installIosBridge(handlers: IosHandlers): () => void {
  const target = window as Window & { webkit?: { messageHandlers: IosHandlers } };
  target.webkit = { messageHandlers: handlers };
  return () => {
    delete target.webkit;
  };
}
