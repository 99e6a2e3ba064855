import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DEMO_BORROWER_PHONE, DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsMessage, SmsProvider } from '../../../src/modules/sms/sms-provider.ts';
import { call, requestCode, uniquePhone } from '../../helpers/api.ts';
import { buildTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV } from '../../helpers/loan.ts';
import { generateCode, paidEvent, sendCallback } from '../../helpers/repayment.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

const GCASH = 20001;
const TOKEN = randomBytes(24).toString('hex');

/** A gateway that takes every message but those to one phone, which it cannot reach. */
function gatewayFailingFor(phone: string): SmsProvider & { codes: Map<string, string> } {
  const codes = new Map<string, string>();
  return {
    codes,
    async send(message: SmsMessage) {
      if (message.phone.endsWith(phone.slice(-10))) throw new Error('gateway unreachable');
      if (message.code) codes.set(message.phone.slice(-10), message.code);
      return { provider: 'test-gateway', messageId: null, status: 'Queued' };
    },
  };
}

/** One sample's value: `name{labels} value`, labels in the order prom-client writes them. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('Prometheus metrics on their own listener', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let url: string;
  const failing = uniquePhone();
  const gateway = gatewayFailingFor(failing);

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({
      db: database.db,
      env: { ...OPS_ENV, METRICS_PORT: '0', METRICS_TOKEN: TOKEN },
      sms: gateway,
    });
    const address = app.metricsServer?.addresses()[0] as AddressInfo;
    url = `http://127.0.0.1:${address.port}/metrics`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const providerInstalments = async () =>
    (
      await database.db
        .selectFrom('payments')
        .select('id')
        .where('source', '=', 'provider')
        .where('kind', '=', 'instalment')
        .execute()
    ).length;
  const scrape = (headers: Record<string, string> = {}) => fetch(url, { headers });

  it('refuses a scrape without the token or with another, and is not on the public port', async () => {
    const none = await scrape();
    expect(none.status).toBe(401);
    expect(await none.text()).not.toContain('loan_');
    const wrong = await scrape({ authorization: `Bearer ${TOKEN.slice(1)}x` });
    expect(wrong.status).toBe(401);
    const publicPort = await app.inject({ url: '/metrics' });
    expect(publicPort.body).not.toContain('loan_http_requests_total');
  });

  it('shows every listed series after some traffic', async () => {
    // Traffic: a route with a parameter, two login codes (one the gateway fails), a payment
    // booked through the provider's callback, a job waiting in the queue, a queue registered later.
    const missing = `${randomBytes(16).toString('hex')}.png`;
    expect((await app.inject({ url: `/api/uploads/${missing}` })).statusCode).toBe(404);
    await requestCode(app, failing);
    await requestCode(app, DEMO_BORROWER_PHONE);
    const code = gateway.codes.get(DEMO_BORROWER_PHONE.slice(-10))!;
    const login = await call(app, endpoints.login, { phone: DEMO_BORROWER_PHONE, code });
    const sessionid = login.body.data!.sessionid;
    const orderId = DEMO_ORDER_IDS.overdue;
    const bookedBefore = await providerInstalments();
    const payCode = await generateCode(app, sessionid, {
      orderId,
      amount: 10_000,
      channelNumber: GCASH,
    });
    expect(payCode.body.code).toBe(0);
    const paid = await sendCallback(app, paidEvent(payCode.body.data!.payCode, 10_000));
    expect(paid.body.result).toBe('booked');
    // A job waiting in the queue (the test app runs none by itself).
    expect(await app.jobs.send('order-sweep')).toEqual(expect.any(String));
    app.metrics.registerQueue({
      queue: 'outbox',
      states: async () => [
        { state: 'waiting', count: 3 },
        { state: 'dead', count: 1 },
      ],
    });

    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();

    const route = 'method="GET",route="/api/uploads/:name",status_code="404"';
    expect(sample(text, `loan_http_requests_total{${route}}`)).toBe(1);
    expect(sample(text, `loan_http_request_duration_seconds_count{${route}}`)).toBe(1);
    expect(sample(text, `loan_http_request_duration_seconds_bucket{le="+Inf",${route}}`)).toBe(1);
    // Route patterns only: the raw URL never becomes a label.
    expect(text).not.toContain(missing);

    const total = sample(text, 'loan_db_connections{state="total"}');
    expect(total).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'loan_db_connections{state="idle"}')).toBeLessThanOrEqual(total!);
    expect(sample(text, 'loan_db_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);

    for (const quantile of ['0.5', '0.9', '0.99', 'max']) {
      expect(
        sample(text, `loan_event_loop_delay_seconds{quantile="${quantile}"}`),
      ).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'loan_payments_booked_total{source="provider",kind="instalment"}')).toBe(
      bookedBefore + 1,
    );
    expect(sample(text, 'loan_sms_sent_total{provider="test-gateway"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'loan_sms_failed_total')).toBe(1);
    expect(sample(text, 'loan_queue_jobs{queue="order-sweep",state="waiting"}')).toBe(1);
    expect(sample(text, 'loan_queue_jobs{queue="outbox",state="dead"}')).toBe(1);
    expect(sample(text, 'loan_queue_jobs{queue="outbox",state="waiting"}')).toBe(3);
    expect(sample(text, 'loan_job_failures_total{queue="jobs",job="order-sweep"}')).toBe(0);
    // The process's own: memory, CPU, garbage collection.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
