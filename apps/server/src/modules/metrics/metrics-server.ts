import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { sameDigest, sha256Hex } from '../../lib/hash.ts';

export const METRICS_PATH = '/metrics';

/**
 * The Prometheus endpoint on a listener of its own (decision 0078), never the public port: with
 * a token, a scrape without `Authorization: Bearer <token>` is refused. Nothing else is served.
 */
export function createMetricsServer(
  registry: Registry,
  token: string | undefined,
): FastifyInstance {
  const server = Fastify({ logger: false });
  server.get(METRICS_PATH, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    // Digests compared: the time taken says nothing about the token.
    if (token && !sameDigest(sha256Hex(token), sha256Hex(given))) {
      return reply.code(401).header('www-authenticate', 'Bearer').send('Unauthorized\n');
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
  return server;
}
