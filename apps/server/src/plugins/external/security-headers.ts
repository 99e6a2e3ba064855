import fp from 'fastify-plugin';
import helmet from 'helmet';
import { DEFERRED_SCRIPTS_CSP_SOURCE } from '../../lib/deferred-scripts.ts';
import { EARLY_TAPS_CSP_SOURCE } from '../../lib/early-taps.ts';
import { prerenderedScriptSources } from '../../lib/prerendered-pages.ts';

/**
 * Security headers on every response, the API's included. Helmet's middleware is built once here:
 * the Fastify wrapper would build it again, parsing the policy, on every request.
 */
export default fp(
  async (app) => {
    const connectSrc = ["'self'", ...originOf(app.config.brand.apiBase)];
    const applySecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Our own files, plus by hash the public pages' one inline script (decision 0008), the
          // loader of a rendered screen's scripts (decision 0018) and its tap catcher (0023).
          scriptSrc: [
            "'self'",
            DEFERRED_SCRIPTS_CSP_SOURCE,
            EARLY_TAPS_CSP_SOURCE,
            ...prerenderedScriptSources(app.config.webDist),
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Images are our own: uploads (complaint photos, customer service's reply images) and
          // captchas, served by the API, which may sit on an origin of its own.
          imgSrc: ["'self'", 'data:', 'blob:', ...originOf(app.config.brand.apiBase)],
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
    app.addHook('onRequest', (request, reply, done) => {
      applySecurityHeaders(request.raw, reply.raw, () => done());
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
