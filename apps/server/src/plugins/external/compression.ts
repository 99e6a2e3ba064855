import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Pages and answers (an order page is 18 KB) compress in one synchronous call, about 0.2 ms: the
 * stream the plugin picks above 8 KB on two cores cost more CPU, a wait on the thread pool and a
 * chunked answer (docs/decisions/0056). An answer sent as a stream (a CSV export) stays one.
 */
const SYNC_COMPRESSION_LIMIT = 256 * 1024;

/**
 * Pages and API answers compressed on the fly above a small size: gzip, which the browser always
 * takes along with brotli, and brotli only for a client that takes nothing else. On a page or an
 * answer, brotli's quality 4 saved under 1 % of the bytes for more CPU (docs/decisions/0060). The
 * built scripts and styles are compressed once at build time, brotli first, and served as they
 * are (static.ts); a reply that already has an encoding is left alone.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      syncThreshold: SYNC_COMPRESSION_LIMIT,
      encodings: ['gzip', 'br'],
    });
  },
  { name: 'compression' },
);
