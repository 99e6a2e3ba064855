import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { routeDocsTransform } from '../../modules/docs/route-docs.ts';
import { operatorCookie } from '../../modules/operators/operator-session.service.ts';
import { CSRF_HEADER } from '../../modules/operators/ops-identity.ts';

/**
 * Collects every route as it is registered, for the OpenAPI document (modules/docs); registered
 * before the routes. The document is built once, on its first request.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${app.config.brand.appNameEn} API`,
          version: '1.0.0',
          description:
            'The borrower API (the contract: every call answers the envelope `{code, data, message}`), the operations API, the payment callback, uploads and health.',
        },
        // Relative: the document is served by the API it describes, wherever that runs.
        servers: [{ url: '/', description: 'The origin this document is served from' }],
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'query',
              name: 'sessionid',
              description: 'The session a login answers; it rides in the query of every call.',
            },
            opsToken: {
              type: 'http',
              scheme: 'bearer',
              description:
                'An operations token acting with its role: OPS_TOKEN (the automation token, admin) or a named token an administrator created (POST /api/ops/tokens).',
            },
            operatorSession: {
              type: 'apiKey',
              in: 'cookie',
              name: operatorCookie(app.config).name,
              description:
                'A signed-in operator (POST /api/ops/session sets it; HttpOnly, SameSite=Strict, 30 idle minutes, 12 hours at most): `__Host-ops_session` (Secure), or `ops_session` outside production on a loopback http address. Reads need only the cookie; writes send the CSRF token too.',
            },
            csrfToken: {
              type: 'apiKey',
              in: 'header',
              name: CSRF_HEADER,
              description:
                "The session's CSRF token, as sign-in and GET /api/ops/session answer it: sent with the session cookie on every write.",
            },
          },
        },
      },
      convertConstToEnum: false,
      transform: routeDocsTransform,
    });
  },
  { name: 'openapi', dependencies: ['config'] },
);
