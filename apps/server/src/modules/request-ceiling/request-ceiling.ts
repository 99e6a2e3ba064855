import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { addRequestCounts, deleteRequestCountsBefore } from './request-count.repository.ts';

// The load balancer's health checks come from few addresses, often.
export const CEILING_EXEMPT_PATHS: ReadonlySet<string> = new Set(['/api/health']);

export const WINDOW_MS = 60_000;
// Old windows are kept a little for operators looking at abuse, then dropped at a flush.
const KEEP_WINDOWS_MS = 10 * WINDOW_MS;

/**
 * A per-address request ceiling shared by every server process without a write per request:
 * each process counts in memory and adds its counts to PostgreSQL in one statement per flush,
 * learning the totals of all processes in the same statement. Between flushes a process sees the
 * last known total plus its own new requests, so the ceiling can be passed by at most what the
 * other processes took since their last flush (decision 0012).
 */
export class RequestCeiling {
  #windowStart = 0;
  #pending = new Map<string, number>();
  #known = new Map<string, number>();
  #flushing: Promise<void> = Promise.resolve();
  /** The window whose flush last dropped the old windows: once a window is enough. */
  #prunedFor = 0;

  readonly #deps: { db: Db; clock: Clock; limitPerMinute: number };

  constructor(deps: { db: Db; clock: Clock; limitPerMinute: number }) {
    this.#deps = deps;
  }

  /** Counts one request from `ip`; false when the address is over the ceiling. */
  allow(ip: string): boolean {
    this.#roll();
    const local = (this.#pending.get(ip) ?? 0) + 1;
    this.#pending.set(ip, local);
    return (this.#known.get(ip) ?? 0) + local <= this.#deps.limitPerMinute;
  }

  /** Adds the counts since the last flush to the shared ones (one statement; none if no call came). */
  flush(): Promise<void> {
    // Waits for the last write all the same; its failure went to its own caller.
    if (this.#pending.size === 0) return this.#flushing.catch(() => {});
    const batch = { windowStart: this.#windowStart, counts: this.#pending };
    this.#pending = new Map();
    const write = () => this.#write(batch.windowStart, batch.counts);
    this.#flushing = this.#flushing.then(write, write);
    return this.#flushing;
  }

  async #write(windowStart: number, counts: Map<string, number>): Promise<void> {
    const totals = await addRequestCounts(this.#deps.db, new Date(windowStart), counts);
    if (windowStart !== this.#windowStart) return;
    for (const [ip, total] of totals) this.#known.set(ip, total);
    if (this.#prunedFor === windowStart) return;
    this.#prunedFor = windowStart;
    await deleteRequestCountsBefore(this.#deps.db, new Date(windowStart - KEEP_WINDOWS_MS));
  }

  #roll(): void {
    const now = this.#deps.clock.now().getTime();
    const windowStart = now - (now % WINDOW_MS);
    if (windowStart === this.#windowStart) return;
    // The last window's counts still go out (other processes may be in it for a moment).
    if (this.#pending.size > 0) this.flush().catch(() => {});
    this.#windowStart = windowStart;
    this.#known = new Map();
  }
}
