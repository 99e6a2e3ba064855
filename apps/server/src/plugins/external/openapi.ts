import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { routeDocsTransform } from '../../modules/docs/route-docs.ts';

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
              description: 'The operations token (OPS_TOKEN).',
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
