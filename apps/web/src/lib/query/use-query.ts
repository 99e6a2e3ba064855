import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { QueryOptions } from './query.ts';
import { useQueryClient } from './query-provider.tsx';

interface QueryResultBase {
  isFetching: boolean;
  /** Calls again; resolves when the answer (or failure) is in. */
  refetch: () => Promise<void>;
}

/**
 * Pending: no answer yet (loading, or waiting while not enabled). Error: the last call failed (an
 * earlier answer, if any, is still in `data`). Success: the answer.
 */
export type UseQueryResult<T> = QueryResultBase &
  (
    | { status: 'pending'; isPending: true; isError: false; isSuccess: false; data: undefined }
    | { status: 'error'; isPending: false; isError: true; isSuccess: false; data: T | undefined }
    | { status: 'success'; isPending: false; isError: false; isSuccess: true; data: T }
  ) & { error: unknown };

/** Typed options for `useQuery` and for the server's list of a screen's calls. */
export function queryOptions<T>(options: QueryOptions<T>): QueryOptions<T> {
  return options;
}

/**
 * A call's answer for a screen. It calls when the screen starts showing it and there is no answer
 * yet, or the answer is no longer fresh and the client's `refetchOnMount` allows; every screen
 * showing the same key shares one call and one answer.
 */
export function useQuery<T>(options: QueryOptions<T>): UseQueryResult<T> {
  const client = useQueryClient();
  const query = client.build(options);
  const subscribe = useCallback((listener: () => void) => query.subscribe(listener), [query]);
  const state = useSyncExternalStore(
    subscribe,
    () => query.state,
    () => query.state,
  );
  const enabled = options.enabled !== false;
  useEffect(() => {
    if (!enabled) return;
    const staleTime = query.options.staleTime ?? client.defaults.staleTime;
    const answered = query.state.data !== undefined;
    if (!answered || (client.defaults.refetchOnMount(query) && query.isStale(staleTime))) {
      void query.fetch();
    }
  }, [client, query, enabled]);
  const base = {
    error: state.error,
    isFetching: state.isFetching,
    refetch: () => query.fetch({ replace: true }),
  };
  const flags = { isPending: false, isError: false, isSuccess: false } as const;
  switch (state.status) {
    case 'pending':
      return { ...base, ...flags, status: 'pending', isPending: true, data: undefined };
    case 'error':
      return { ...base, ...flags, status: 'error', isError: true, data: state.data };
    default:
      return { ...base, ...flags, status: 'success', isSuccess: true, data: state.data as T };
  }
}
