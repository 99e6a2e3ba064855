import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Pages and API answers compressed on the fly (brotli or gzip, as the browser accepts) above a
 * small size. The built scripts and styles are compressed once at build time and served as they
 * are (static.ts); a reply that already has an encoding is left alone.
 */
/**
 * Our rendered pages and answers (18 KB for an order page) compress in one synchronous call: about
 * 0.2 ms on the event loop, where the stream pipeline the plugin picks above 8 KB on two cores
 * took 1.8 ms more per page, and a chunked answer (docs/decisions/0056).
 */
const SYNC_COMPRESSION_LIMIT = 256 * 1024;

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      syncThreshold: SYNC_COMPRESSION_LIMIT,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression' },
);
