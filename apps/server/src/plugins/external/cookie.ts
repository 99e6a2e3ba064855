import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookies read and set unsigned: the operator session's cookie is itself a random token. */
export default fp(
  async (app) => {
    await app.register(fastifyCookie);
  },
  { name: 'cookie' },
);
