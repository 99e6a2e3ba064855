import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { prerenderedScriptSources } from '../../lib/prerendered-pages.ts';

/** Security headers on every response, the API's included. */
export default fp(
  async (app) => {
    const connectSrc = ["'self'", ...originOf(app.config.brand.apiBase)];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Our own files, plus the public pages' one inline script, by hash (decision 0008).
          scriptSrc: ["'self'", ...prerenderedScriptSources(app.config.webDist)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc,
          frameSrc: ["'self'", 'https:'],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // The session token rides in page URLs: never send it on as a referrer.
      referrerPolicy: { policy: 'no-referrer' },
      // Only over HTTPS (below): on plain HTTP the header is meaningless and misleading.
      strictTransportSecurity: false,
    });
    app.addHook('onSend', async (request, reply) => {
      // API answers carry personal data: no browser or proxy may keep them, unless the route
      // chose otherwise (our public logos).
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);

const HSTS = 'max-age=31536000; includeSubDomains';

/** The origin of an absolute API base; none when the API is on the app's own origin. */
function originOf(apiBase: string): string[] {
  if (!/^https?:\/\//.test(apiBase)) return [];
  return [new URL(apiBase).origin];
}
