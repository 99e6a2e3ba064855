/** Per-route latencies and outcomes of a run. */
export interface RouteStats {
  route: string;
  count: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** HTTP status (0: no answer) to count. */
  statuses: Record<string, number>;
  /** Answers with HTTP 200 whose envelope code was not success (a business refusal). */
  refused: number;
}

interface RouteSamples {
  latencies: number[];
  statuses: Map<number, number>;
  refused: number;
}

export class Recorder {
  private readonly routes = new Map<string, RouteSamples>();
  overflow = 0;
  /** Requests whose scenario threw before an answer (connection errors, timeouts). */
  failures = 0;

  record(route: string, ms: number, status: number, refused = false): void {
    let samples = this.routes.get(route);
    if (!samples) {
      samples = { latencies: [], statuses: new Map(), refused: 0 };
      this.routes.set(route, samples);
    }
    samples.latencies.push(ms);
    samples.statuses.set(status, (samples.statuses.get(status) ?? 0) + 1);
    if (refused) samples.refused += 1;
  }

  summary(seconds: number): RouteStats[] {
    return [...this.routes.entries()]
      .map(([route, samples]) => {
        const sorted = Float64Array.from(samples.latencies).sort();
        return {
          route,
          count: sorted.length,
          requestsPerSecond: round(sorted.length / seconds),
          p50Ms: round(percentile(sorted, 0.5)),
          p95Ms: round(percentile(sorted, 0.95)),
          p99Ms: round(percentile(sorted, 0.99)),
          maxMs: round(sorted[sorted.length - 1] ?? 0),
          statuses: Object.fromEntries(
            [...samples.statuses.entries()].sort(([a], [b]) => a - b).map(([k, v]) => [k, v]),
          ),
          refused: samples.refused,
        };
      })
      .sort((a, b) => b.count - a.count);
  }
}

function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
