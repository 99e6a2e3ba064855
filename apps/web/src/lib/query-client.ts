import { QueryClient } from '@tanstack/react-query';

/**
 * Business calls are not retried: a failure already told the borrower (toast) and a repeat could
 * double an action. Webviews refocus often, so focus does not refetch either.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
