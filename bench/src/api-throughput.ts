import { APP_ROUTES, DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import autocannon from 'autocannon';

export interface ThroughputResult {
  database: string;
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

interface LoadTarget {
  route: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

const DURATION_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const CONNECTIONS = 10;

/**
 * The loan-details read beside two baselines (constant JSON and a one-row query), and the order
 * page the server renders with that same read.
 */
export function loadTargets(sessionid: string): LoadTarget[] {
  const orderId = DEMO_ORDER_IDS.overdue;
  const query = new URLSearchParams({ sessionid, orderId }).toString();
  return [
    { route: 'constant JSON (GET /api/health/live)', method: 'GET', path: '/api/health/live' },
    { route: 'one-row query (GET /api/health)', method: 'GET', path: '/api/health' },
    {
      route: 'loan-details (overdue demo order)',
      method: 'POST',
      path: `${endpoints.loanDetails.path}?${query}`,
      // The product id does not have to match: the order is looked up by id and owner.
      body: JSON.stringify({ productId: '1001', orderId }),
      headers: { 'content-type': 'application/json' },
    },
    {
      route: 'order details page (server-rendered, GET /loanDetail, overdue demo order)',
      method: 'GET',
      path: `${APP_ROUTES.loanDetail}?${new URLSearchParams({ sessionid, productId: '1001', orderId })}`,
    },
  ];
}

/** Loopback load from this process: 10 connections for a few seconds per route, after a warm-up. */
export async function measureThroughput(
  baseUrl: string,
  database: string,
  targets: LoadTarget[],
): Promise<ThroughputResult[]> {
  const results: ThroughputResult[] = [];
  for (const target of targets) {
    const options = {
      url: `${baseUrl}${target.path}`,
      method: target.method,
      connections: CONNECTIONS,
      ...(target.body === undefined ? {} : { body: target.body }),
      ...(target.headers === undefined ? {} : { headers: target.headers }),
    };
    await autocannon({ ...options, duration: 1 });
    const run = await autocannon({ ...options, duration: DURATION_SECONDS });
    results.push({
      database,
      route: target.route,
      requestsPerSecond: run.requests.average,
      p50Ms: run.latency.p50,
      p99Ms: run.latency.p99,
      errors: run.errors + run.timeouts,
      non2xx: run.non2xx,
    });
  }
  return results;
}

export function renderThroughput(results: ThroughputResult[]): string[] {
  if (results.length === 0) return [];
  return [
    '## API throughput on loopback',
    '',
    `autocannon in the bench process, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route after a 1 s warm-up; the server is one process on the same 2-core machine, so load generator and server share the CPU.`,
    '',
    '| database | route | req/s | p50 ms | p99 ms | errors | non-2xx |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.database} | ${r.route} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.non2xx} |`,
    ),
    '',
  ];
}
