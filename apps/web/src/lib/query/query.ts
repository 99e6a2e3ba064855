export type QueryKey = readonly unknown[];

export interface QueryFunctionContext {
  signal: AbortSignal;
}

export interface QueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: QueryFunctionContext) => Promise<T>;
  /** Data about the query for other readers (the server renderer reads its contract call). */
  meta?: Record<string, unknown>;
  /** false: the query waits (pending) and makes no call. */
  enabled?: boolean;
  /** How long an answer counts as fresh, ms. */
  staleTime?: number;
  /** How long an answer no screen shows is kept, ms. */
  gcTime?: number;
}

export type QueryStatus = 'pending' | 'error' | 'success';

export interface QueryState<T> {
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
  /** When the last answer arrived (this browser's clock), 0 before any. */
  dataUpdatedAt: number;
  isFetching: boolean;
  /** Marked out of date by an invalidation: the next look reads it anew. */
  isInvalidated: boolean;
}

/** Five minutes, as long as an unseen answer is kept unless its query says otherwise. */
export const DEFAULT_GC_TIME_MS = 5 * 60 * 1000;

const INITIAL_STATE: QueryState<never> = {
  status: 'pending',
  data: undefined,
  error: null,
  dataUpdatedAt: 0,
  isFetching: false,
  isInvalidated: false,
};

/**
 * One cached call: its state, the screens watching it, and at most one call in flight. Calls are
 * not repeated here (a read the network dropped is tried again by its query function,
 * lib/http/retry-reads.ts); one that nobody waits for any more is aborted, its query put back as
 * it was.
 */
export class Query<T = unknown> {
  readonly queryKey: QueryKey;
  readonly hash: string;
  options: Partial<QueryOptions<T>>;
  state: QueryState<T> = INITIAL_STATE;
  /** The longest keeping time any of its users asked for (the default until one asks). */
  gcTime: number;
  private readonly listeners = new Set<() => void>();
  private inFlight: { promise: Promise<void>; controller: AbortController } | null = null;
  /** The state before the call in flight: what an aborted call leaves. */
  private revertTo: QueryState<T> = INITIAL_STATE;
  private gcTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    queryKey: QueryKey,
    hash: string,
    options: Partial<QueryOptions<T>>,
    private readonly cache: {
      /** Takes the query out of the client: nobody shows it and its keeping time is over. */
      remove: () => void;
      /** Puts it back if it was taken out between a render that made it and the screen showing it. */
      restore: () => void;
    },
  ) {
    this.queryKey = queryKey;
    this.hash = hash;
    this.options = options;
    this.gcTime = options.gcTime ?? DEFAULT_GC_TIME_MS;
    this.scheduleRemoval();
  }

  setOptions(options: Partial<QueryOptions<T>>): void {
    this.options = options;
    this.gcTime = Math.max(this.gcTime, options.gcTime ?? DEFAULT_GC_TIME_MS);
  }

  get observed(): boolean {
    return this.listeners.size > 0;
  }

  isStale(staleTime: number): boolean {
    const { data, dataUpdatedAt, isInvalidated } = this.state;
    return data === undefined || isInvalidated || dataUpdatedAt + staleTime <= Date.now();
  }

  subscribe(listener: () => void): () => void {
    if (this.listeners.size === 0) this.cache.restore();
    this.listeners.add(listener);
    clearTimeout(this.gcTimer);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      if (this.inFlight) this.cancel();
      this.scheduleRemoval();
    };
  }

  setData(data: T, updatedAt = Date.now()): void {
    this.setState({
      status: 'success',
      data,
      error: null,
      dataUpdatedAt: updatedAt,
      isFetching: false,
      isInvalidated: false,
    });
  }

  invalidate(): void {
    if (!this.state.isInvalidated) this.setState({ ...this.state, isInvalidated: true });
  }

  /**
   * Calls again, or joins the call in flight. `replace`: a call in flight for an answer already
   * shown is dropped for a new one (an invalidation wants what is true after it).
   */
  fetch({ replace = false } = {}): Promise<void> {
    const queryFn = this.options.queryFn;
    if (!queryFn) return Promise.resolve();
    if (this.inFlight) {
      if (!replace || this.state.data === undefined) return this.inFlight.promise;
      this.cancel();
    }
    const before = this.state;
    const controller = new AbortController();
    this.setState({
      ...before,
      isFetching: true,
      ...(before.data === undefined ? { status: 'pending' as const, error: null } : {}),
    });
    const promise = queryFn({ signal: controller.signal }).then(
      (data) => {
        if (controller.signal.aborted) return;
        this.inFlight = null;
        this.setData(data);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        this.inFlight = null;
        this.setState({ ...this.state, status: 'error', error, isFetching: false });
      },
    );
    this.inFlight = { promise, controller };
    this.revertTo = before;
    return promise;
  }

  private cancel(): void {
    if (!this.inFlight) return;
    this.inFlight.controller.abort();
    this.inFlight = null;
    this.setState({ ...this.revertTo, isFetching: false });
  }

  private setState(state: QueryState<T>): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  private scheduleRemoval(): void {
    clearTimeout(this.gcTimer);
    // A server render's cache lives as long as its one request.
    if (typeof window === 'undefined' || !Number.isFinite(this.gcTime)) return;
    this.gcTimer = setTimeout(() => {
      if (!this.observed && !this.inFlight) this.cache.remove();
    }, this.gcTime);
  }
}
