import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../config.ts';
import { contentResponse, NOT_FOUND_RESPONSE } from '../docs/route-docs.ts';

export const ASSETS_PATH = '/api/assets';
const ASSETS_DIR = join(REPO_ROOT, 'apps/server/assets');
// An SVG opened on its own is a document: no scripts, no outside loads, whatever it contains.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Product logos and banners we own: a few small SVGs, read once at start. */
export default async function assetsRoutes(app: FastifyInstance): Promise<void> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(ASSETS_DIR)) {
    if (/^[a-z0-9-]+\.svg$/.test(name)) files.set(name, readFileSync(join(ASSETS_DIR, name)));
  }
  app.get<{ Params: { file: string } }>(
    `${ASSETS_PATH}/:file`,
    {
      config: {
        openapi: {
          tags: ['assets'],
          summary: 'A product logo or banner',
          response: { 200: contentResponse('The SVG', 'image/svg+xml'), 404: NOT_FOUND_RESPONSE },
        },
      },
    },
    async (request, reply) => {
      const body = files.get(request.params.file);
      if (!body) return reply.code(404).send({ code: 404, data: null, message: 'Not found' });
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', SVG_CSP)
        .send(body);
    },
  );
}

export function assetPath(file: string): string {
  return `${ASSETS_PATH}/${file}`;
}
