import { createHmac } from 'node:crypto';
import { endpoints, PAYMENT_PATHS, PAYMENT_SIGNATURE_HEADER } from '@loan/contract';
import autocannon from 'autocannon';
import type { ThroughputResult } from './api-throughput.ts';

/** The callback key the bench's server is started with (server-process.ts). */
export const BENCH_WEBHOOK_SECRET = 'bench-payment-webhook-secret-0123456789';

const DURATION_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const CONNECTIONS = 10;
/** The overdue demo order: a pay code of its amount due, paid one centavo per callback. */
const ORDER = { productId: '1002', orderId: 'PN-DEMO-180' };
const GCASH = 20001;

async function issuePayCode(baseUrl: string, sessionid: string): Promise<string> {
  const instalment = await post(baseUrl, endpoints.installmentDetail.path, sessionid, ORDER);
  const code = await post(baseUrl, endpoints.generateVcode.path, sessionid, {
    ...ORDER,
    amount: instalment.repayAmount,
    isDelay: 0,
    channelNumber: GCASH,
  });
  return code.payCode as string;
}

async function post(baseUrl: string, path: string, sessionid: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}?sessionid=${sessionid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: Record<string, unknown> };
  if (envelope.code !== 0) throw new Error(`${path}: code ${envelope.code}`);
  return envelope.data;
}

/**
 * The provider's callback under load, as the provider would send it: each request a new payment
 * (one centavo, its own provider id) with a fresh HMAC-SHA256 signature, so every one is checked,
 * locked, booked through the ledger and allocated by the engine.
 */
export async function measureCallbackThroughput(
  baseUrl: string,
  database: string,
  sessionid: string,
): Promise<ThroughputResult> {
  const reference = await issuePayCode(baseUrl, sessionid);
  let sequence = 0;
  const signed = () => {
    sequence += 1;
    const body = JSON.stringify({
      type: 'payment.paid',
      data: {
        id: `bench_${process.pid}_${sequence}`,
        reference,
        amount: 1,
        paid_at: new Date().toISOString(),
      },
    });
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', BENCH_WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
    return {
      method: 'POST' as const,
      body,
      headers: {
        'content-type': 'application/json',
        [PAYMENT_SIGNATURE_HEADER]: `t=${t},v1=${v1}`,
      },
    };
  };
  const options = {
    url: `${baseUrl}${PAYMENT_PATHS.callback}`,
    connections: CONNECTIONS,
    requests: [{ setupRequest: (request: object) => ({ ...request, ...signed() }) }],
  };
  await autocannon({ ...options, duration: 1 });
  const run = await autocannon({ ...options, duration: DURATION_SECONDS });
  return {
    database,
    route: 'payment callback (signed, a new 1-centavo payment each)',
    requestsPerSecond: run.requests.average,
    p50Ms: run.latency.p50,
    p99Ms: run.latency.p99,
    errors: run.errors + run.timeouts,
    non2xx: run.non2xx,
  };
}
