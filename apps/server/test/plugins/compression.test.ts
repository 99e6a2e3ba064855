import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import compression from '../../src/plugins/external/compression.ts';

// An order page renders to about 18 KB: above the size at which the plugin, left to itself on a
// two-core machine, would compress through a stream and answer in chunks.
const PAGE = `<!doctype html><p>${'Your loan is due on 12 December. '.repeat(600)}</p>`;

describe('compression of a rendered page', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(compression);
    app.get('/page', (_request, reply) => reply.type('text/html').send(PAGE));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the page gzipped in one piece, with its length, to a browser that takes both', async () => {
    const response = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br, gzip' } });
    expect(PAGE.length).toBeGreaterThan(16 * 1024);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(PAGE);
  });

  it('sends brotli to a client that takes only brotli', async () => {
    const response = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(PAGE);
  });

  it('sends it as it is to a client that accepts no encoding', async () => {
    const response = await app.inject({ url: '/page', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(PAGE);
  });
});
