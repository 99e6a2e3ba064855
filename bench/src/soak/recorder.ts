/** Per-route latencies and outcomes of a run. */
export interface RouteStats {
  route: string;
  count: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The p99 over the whole run, the warm-up included (equal to p99Ms without a warm-up). */
  p99WholeRunMs: number;
  /** HTTP status (0: no answer) to count. */
  statuses: Record<string, number>;
  /** Answers with HTTP 200 whose envelope code was not success (a business refusal). */
  refused: number;
  /** The refusals' and errors' codes and messages, with how often each came (the first few kinds). */
  reasons: Record<string, number>;
}

interface RouteSamples {
  latencies: number[];
  /** The latencies of the answers that came after the warm-up. */
  warm: number[];
  statuses: Map<number, number>;
  refused: number;
  reasons: Map<string, number>;
}

const MAX_REASONS = 6;
/** The timeline's window: long enough for a p99, short enough to show an episode of queueing. */
export const TIMELINE_WINDOW_SECONDS = 10;

/** Every route's answers in one window of the run, by when they were answered. */
export interface TimelineWindow {
  /** Seconds from the start of the load to the window's start. */
  fromSecond: number;
  answers: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * Latencies are summarised after a warm-up (the answers of the run's first `warmUpMs`), as a
 * server is measured once warm; the whole run's p99 is kept beside them.
 */
export class Recorder {
  private readonly routes = new Map<string, RouteSamples>();
  private readonly warmUntil: number;
  private readonly startedAt = performance.now();
  private readonly windows: number[][] = [];
  private readonly tallies = new Map<string, number[]>();

  constructor(warmUpMs = 0) {
    this.warmUntil = this.startedAt + warmUpMs;
  }

  overflow = 0;
  /** Requests whose scenario threw before an answer (connection errors, timeouts). */
  failures = 0;

  /** `reason`: why the answer was a refusal or an error (code and message), if it was one. */
  record(route: string, ms: number, status: number, refused = false, reason?: string): void {
    let samples = this.routes.get(route);
    if (!samples) {
      samples = { latencies: [], warm: [], statuses: new Map(), refused: 0, reasons: new Map() };
      this.routes.set(route, samples);
    }
    samples.latencies.push(ms);
    const now = performance.now();
    if (now >= this.warmUntil) samples.warm.push(ms);
    const window = Math.floor((now - this.startedAt) / (TIMELINE_WINDOW_SECONDS * 1000));
    this.windows[window] ??= [];
    this.windows[window].push(ms);
    samples.statuses.set(status, (samples.statuses.get(status) ?? 0) + 1);
    if (refused) samples.refused += 1;
    if (reason && (samples.reasons.has(reason) || samples.reasons.size < MAX_REASONS)) {
      samples.reasons.set(reason, (samples.reasons.get(reason) ?? 0) + 1);
    }
  }

  /** Counts an event (a payment booked, say) in the minute of the run it happened. */
  tally(event: string): void {
    const minute = Math.floor((performance.now() - this.startedAt) / 60_000);
    let perMinute = this.tallies.get(event);
    if (!perMinute) {
      perMinute = [];
      this.tallies.set(event, perMinute);
    }
    while (perMinute.length <= minute) perMinute.push(0);
    perMinute[minute] = (perMinute[minute] ?? 0) + 1;
  }

  /** Each tallied event's count, minute by minute from the start of the load. */
  talliesPerMinute(): Record<string, number[]> {
    const minutes = Math.max(0, ...[...this.tallies.values()].map((m) => m.length));
    return Object.fromEntries(
      [...this.tallies.entries()].map(([event, perMinute]) => [
        event,
        Array.from({ length: minutes }, (_, i) => perMinute[i] ?? 0),
      ]),
    );
  }

  summary(seconds: number): RouteStats[] {
    return [...this.routes.entries()]
      .map(([route, samples]) => {
        const all = Float64Array.from(samples.latencies).sort();
        // A route seen only during the warm-up is summarised over the whole run.
        const sorted = samples.warm.length > 0 ? Float64Array.from(samples.warm).sort() : all;
        return {
          route,
          count: all.length,
          requestsPerSecond: round(all.length / seconds),
          p50Ms: round(percentile(sorted, 0.5)),
          p95Ms: round(percentile(sorted, 0.95)),
          p99Ms: round(percentile(sorted, 0.99)),
          maxMs: round(sorted[sorted.length - 1] ?? 0),
          p99WholeRunMs: round(percentile(all, 0.99)),
          statuses: Object.fromEntries(
            [...samples.statuses.entries()].sort(([a], [b]) => a - b).map(([k, v]) => [k, v]),
          ),
          refused: samples.refused,
          reasons: Object.fromEntries(samples.reasons),
        };
      })
      .sort((a, b) => b.count - a.count);
  }

  /** The run's answers window by window (a steady p99 or episodes of queueing). */
  timeline(): TimelineWindow[] {
    return [...this.windows.entries()].map(([index, latencies = []]) => {
      const sorted = Float64Array.from(latencies).sort();
      return {
        fromSecond: index * TIMELINE_WINDOW_SECONDS,
        answers: sorted.length,
        p50Ms: round(percentile(sorted, 0.5)),
        p99Ms: round(percentile(sorted, 0.99)),
        maxMs: round(sorted[sorted.length - 1] ?? 0),
      };
    });
  }
}

function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
