import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionStats } from '../../db/connection-stats.ts';

/** One state of a queue and how many jobs are in it (waiting, running, failed, dead...). */
export interface QueueState {
  /** A queue of the source's own (a queue library holds several); else the source's. */
  queue?: string;
  state: string;
  count: number;
}

/**
 * A job queue's depth, read at each scrape: the scheduled jobs' table today; a queue library
 * registers its own source beside it (decision 0078).
 */
export interface QueueSource {
  /** The queue's label in `loan_queue_jobs`. */
  queue: string;
  states(): Promise<QueueState[]>;
}

/** What the metrics read from the database at each scrape. */
export interface MetricsReaders {
  connections(): ConnectionStats | undefined;
  bookedPayments(): Promise<Array<{ source: string; kind: string; count: number }>>;
}

// Request latencies from a fast read to a slow export, in seconds.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const EVENT_LOOP_RESOLUTION_MS = 20;
const QUANTILES = [0.5, 0.9, 0.99] as const;

/**
 * The server's Prometheus metrics (decision 0078): requests by route pattern, the database's
 * connections, the event loop's delay, payments booked, SMS sent and failed, queue depth and job
 * failures. Each app has its own registry; the event-loop monitor runs until `stop()`.
 */
export function createAppMetrics(readers: MetricsReaders, options: { processMetrics: boolean }) {
  const registry = new Registry();
  const registers = [registry];
  const queues: QueueSource[] = [];
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'loan_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'loan_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const smsSent = new Counter({
    name: 'loan_sms_sent_total',
    help: 'Text messages the SMS provider took, by provider',
    labelNames: ['provider'] as const,
    registers,
  });
  const smsFailed = new Counter({
    name: 'loan_sms_failed_total',
    help: 'Text messages whose sending failed (the provider refused or could not be reached)',
    registers,
  });
  const jobFailures = new Counter({
    name: 'loan_job_failures_total',
    help: 'Runs of a scheduled job or queued job that ended in an error, by queue and job',
    labelNames: ['queue', 'job'] as const,
    registers,
  });

  new Gauge({
    name: 'loan_db_connections',
    help: 'Database connections: total open, idle, and callers waiting for one (PGlite: its one connection)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = readers.connections();
      if (!stats) return;
      for (const state of ['total', 'idle', 'waiting'] as const) {
        this.set({ state }, stats[state]);
      }
    },
  });
  new Counter({
    name: 'loan_payments_booked_total',
    help: 'Payments booked on loans, by source (provider, operator) and kind: committed rows, the same in every process',
    labelNames: ['source', 'kind'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await readers.bookedPayments()) {
        this.inc({ source: row.source, kind: row.kind }, row.count);
      }
    },
  });
  new Gauge({
    name: 'loan_queue_jobs',
    help: 'Jobs in each state of each queue (scheduled: the job_runs table)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      const read = await Promise.all(
        queues.map(async (source) => [source, await source.states()] as const),
      );
      for (const [source, states] of read) {
        for (const { queue, state, count } of states) {
          this.set({ queue: queue ?? source.queue, state }, count);
        }
      }
    },
  });

  const delay = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
  delay.enable();
  new Gauge({
    name: 'loan_event_loop_delay_seconds',
    help: 'Event-loop delay since the previous scrape: quantiles, and max',
    labelNames: ['quantile'] as const,
    registers,
    collect() {
      // Nanoseconds; before any sample the histogram answers NaN for the quantiles.
      const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
      for (const q of QUANTILES)
        this.set({ quantile: String(q) }, seconds(delay.percentile(q * 100)));
      this.set({ quantile: 'max' }, seconds(delay.max));
      delay.reset();
    },
  });

  return {
    registry,
    /** An answered request: `route` is the pattern (`/api/ops/orders/:orderId`), never the URL. */
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    smsSent(provider: string) {
      smsSent.inc({ provider });
    },
    smsFailed() {
      smsFailed.inc();
    },
    /** A job that can fail: its failure count shows, at 0, before the first failure. */
    jobKnown(queue: string, job: string) {
      jobFailures.inc({ queue, job }, 0);
    },
    jobFailed(queue: string, job: string) {
      jobFailures.inc({ queue, job });
    },
    /** Adds a queue whose depth every scrape reads (a queue library's, beside the scheduled jobs). */
    registerQueue(source: QueueSource) {
      if (queues.some((known) => known.queue === source.queue)) {
        throw new Error(`queue ${source.queue} registered twice`);
      }
      queues.push(source);
    },
    stop() {
      delay.disable();
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
