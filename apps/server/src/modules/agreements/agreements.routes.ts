import { endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { contentResponse, HTML_TYPE } from '../docs/route-docs.ts';
import { requestLanguage } from '../language/language.service.ts';
import {
  AGREEMENT_PAGE_PATH,
  agreementPage,
  agreementUrl,
  listAgreements,
} from './agreements.service.ts';

// Shown in a sandboxed frame of our own app: framing by our origin only, nothing executes.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
const INVALID_LINK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link expired</title></head>' +
  '<body><p>This link has expired or is not valid. Go back and open the agreement again.</p></body></html>';

export default async function agreementsRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.contractList, async ({ productId }, { user }) => {
    user();
    return listAgreements(app, productId);
  });
  registerEndpoint(app, endpoints.contractJump, async (input, { user, request }) => ({
    contract_url: await agreementUrl(app, user().id, input, await requestLanguage(app, request)),
  }));
  registerEndpoint(app, endpoints.cultures, async ({ productId }, { user }) => {
    user();
    return listAgreements(app, productId);
  });
  registerEndpoint(app, endpoints.misunderstood, async (input, { user, request }) => ({
    contractUrl: await agreementUrl(app, user().id, input, await requestLanguage(app, request)),
  }));

  // A wildcard: the token is longer than the router's limit for a named parameter.
  app.get<{ Params: { '*': string } }>(
    `${AGREEMENT_PAGE_PATH}/*`,
    {
      config: {
        openapi: {
          tags: ['contract'],
          summary:
            'An agreement page, at the signed link that contract.jump or variant2.misunderstood answers',
          response: {
            200: contentResponse('The agreement', HTML_TYPE),
            404: contentResponse('The link has expired or is not valid', HTML_TYPE),
          },
        },
      },
    },
    async (request, reply) => {
      const lang = await requestLanguage(app, request);
      const html = await agreementPage(app, request.params['*'], lang);
      return reply
        .code(html ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', PAGE_CSP)
        .header('cache-control', 'no-store')
        .header('vary', 'accept-language')
        .send(html ?? INVALID_LINK_PAGE);
    },
  );
}
