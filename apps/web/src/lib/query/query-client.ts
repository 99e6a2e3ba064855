import { Query, type QueryKey, type QueryOptions } from './query.ts';

export interface QueryDefaults {
  /** How long an answer counts as fresh unless its query says otherwise, ms. */
  staleTime: number;
  /** Whether a screen that starts showing an answer that is not fresh reads it anew. */
  refetchOnMount: (query: Query) => boolean;
}

/** The answers the server rendered a page with, as the page carries them to the browser. */
export interface DehydratedState {
  queries: Array<{ queryKey: QueryKey; data: unknown }>;
}

/**
 * A key's hash: plain objects by sorted keys, their undefined members left out, so
 * `{ a, b }` and `{ b, a, c: undefined }` name one query.
 */
export function hashKey(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_name, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .filter((key) => value[key] !== undefined)
            .map((key) => [key, value[key]]),
        )
      : value,
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Whether `queryKey` starts with every part of `prefix`. */
function startsWith(queryKey: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => hashKey([part]) === hashKey([queryKey[index]]));
}

/** The app's cache of calls' answers, each under its query key. */
export class QueryClient {
  private readonly queries = new Map<string, Query>();

  constructor(readonly defaults: QueryDefaults) {}

  /** The query under these options' key, made on first use; it takes the latest options. */
  build<T>(options: Partial<QueryOptions<T>> & { queryKey: QueryKey }): Query<T> {
    const hash = hashKey(options.queryKey);
    const found = this.queries.get(hash) as Query<T> | undefined;
    if (found) {
      found.setOptions(options);
      return found;
    }
    const query: Query<T> = new Query<T>(options.queryKey, hash, options, {
      remove: () => {
        if (this.queries.get(hash) === query) this.queries.delete(hash);
      },
      restore: () => {
        if (!this.queries.has(hash)) this.queries.set(hash, query as Query);
      },
    });
    this.queries.set(hash, query as Query);
    return query;
  }

  find(queryKey: QueryKey): Query | undefined {
    return this.queries.get(hashKey(queryKey));
  }

  getQueryData<T>(queryKey: QueryKey): T | undefined {
    return this.find(queryKey)?.state.data as T | undefined;
  }

  setQueryData<T>(queryKey: QueryKey, data: T): void {
    this.build<T>({ queryKey }).setData(data);
  }

  /**
   * Marks the queries under `queryKey` (all without it) out of date and reads anew those a screen
   * shows; resolves when those reads are done.
   */
  async invalidateQueries(filters: { queryKey?: QueryKey } = {}): Promise<void> {
    const reads: Promise<void>[] = [];
    for (const query of this.queries.values()) {
      if (filters.queryKey && !startsWith(query.queryKey, filters.queryKey)) continue;
      query.invalidate();
      if (query.observed && query.options.enabled !== false) {
        reads.push(query.fetch({ replace: true }));
      }
    }
    await Promise.all(reads);
  }

  /** Reads anew what screens show and is no longer fresh (the phone came back online). */
  async refetchStale(): Promise<void> {
    const reads: Promise<void>[] = [];
    for (const query of this.queries.values()) {
      const staleTime = query.options.staleTime ?? this.defaults.staleTime;
      if (query.observed && query.options.enabled !== false && query.isStale(staleTime)) {
        reads.push(query.fetch());
      }
    }
    await Promise.all(reads);
  }

  /** The answers to hand to the browser: every query that has one. */
  dehydrate(): DehydratedState {
    return {
      queries: [...this.queries.values()]
        .filter((query) => query.state.status === 'success')
        .map((query) => ({ queryKey: query.queryKey, data: query.state.data })),
    };
  }

  /** Puts answers into the cache as received at `updatedAt`. */
  hydrate(state: DehydratedState, updatedAt = Date.now()): void {
    for (const { queryKey, data } of state.queries) {
      this.build({ queryKey }).setData(data, updatedAt);
    }
  }
}
