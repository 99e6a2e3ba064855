import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../helpers/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A stand-in OpenTelemetry collector: takes OTLP/HTTP posts and keeps them. */
function startCollector(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((ready) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      ready({ server, url: `http://127.0.0.1:${port}`, received });
    });
  });
}

describe('OpenTelemetry traces', () => {
  let database: TestDatabase;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let app: FastifyInstance;
  const secret = randomBytes(8).toString('hex');

  beforeAll(async () => {
    database = await createTestDatabase();
    collector = await startCollector();
    app = await buildTestApp({
      db: database.db,
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_EXPORTER_OTLP_HEADERS: `x-collector-key=${secret}`,
        OTEL_SERVICE_NAME: 'loan-server-test',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((closed) => collector?.server.close(closed));
    await database?.drop();
  });

  it('are off unless a collector is configured, and OTEL_SDK_DISABLED turns them off', () => {
    expect(testConfig().tracing.endpoint).toBeUndefined();
    const on = testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' });
    expect(on.tracing.endpoint).toBe('http://collector:4318/v1/traces');
    const off = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' };
    expect(testConfig(off).tracing.endpoint).toBeUndefined();
  });

  it('sends a span per request, named by its route pattern, to the configured collector', async () => {
    const name = `${randomBytes(16).toString('hex')}.png`;
    try {
      expect((await app.inject({ url: `/api/uploads/${name}` })).statusCode).toBe(404);
    } finally {
      // Closing sends what the batch still holds.
      await app.close();
    }
    const posts = collector.received.filter((post) => post.path === '/v1/traces');
    expect(posts.length).toBeGreaterThan(0);
    expect(posts[0]!.headers['x-collector-key']).toBe(secret);
    const sent = posts.map((post) => post.body).join('\n');
    expect(sent).toContain('loan-server-test');
    expect(sent).toContain('/api/uploads/:name');
    const spans = posts.flatMap((post) =>
      (
        JSON.parse(post.body) as {
          resourceSpans: Array<{ scopeSpans: Array<{ spans: unknown[] }> }>;
        }
      ).resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
    );
    expect(spans.length).toBeGreaterThan(0);
  });
});
