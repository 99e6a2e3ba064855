import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type OpenApiDocument, renderDocsPage } from './docs-page.ts';
import { contentResponse, HTML_TYPE } from './route-docs.ts';

export const DOCS_PATH = '/api/docs';
export const OPENAPI_PATH = `${DOCS_PATH}/openapi.json`;

/**
 * The OpenAPI document of every API route, generated from the contract and the route schemas,
 * and a page that reads it (decision 0029). Both stay on in production: they describe only what
 * any client sees on the wire.
 */
export default async function docsRoutes(app: FastifyInstance): Promise<void> {
  let page: string | undefined;
  const documentOf = () => app.swagger() as unknown as OpenApiDocument;

  app.get(
    OPENAPI_PATH,
    {
      config: {
        openapi: {
          tags: ['docs'],
          summary: 'This document (OpenAPI 3.1)',
          response: { 200: z.looseObject({ openapi: z.string(), info: z.looseObject({}) }) },
        },
      },
    },
    async () => documentOf(),
  );

  app.get(
    DOCS_PATH,
    {
      config: {
        openapi: {
          tags: ['docs'],
          summary: 'A readable reference of this document',
          response: {
            200: contentResponse('Every operation with its parameters and schemas', HTML_TYPE),
          },
        },
      },
    },
    async (_request, reply) => {
      page ??= renderDocsPage(documentOf());
      return reply.type(HTML_TYPE).send(page);
    },
  );
}
