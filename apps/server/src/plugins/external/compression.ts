import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Pages and API answers compressed on the fly (brotli or gzip, as the browser accepts) above a
 * small size. The built scripts and styles are compressed once at build time and served as they
 * are (static.ts); a reply that already has an encoding is left alone.
 */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
