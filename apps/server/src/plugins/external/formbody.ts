import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';

/** Client two of the spec sends form-encoded bodies. */
export default fp(
  async (app) => {
    await app.register(formbody);
  },
  { name: 'formbody' },
);
