import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export const OPS_WEB_PATH = '/ops';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const OPS_NOT_BUILT_TEXT =
  'The back office is not built yet. Run `npm run build` at the repository root, then restart.\n';

/**
 * The back office (apps/ops-web): its own files under /ops/, and its page for every other path
 * under /ops (the app routes in the browser). Borrower pages never load any of it.
 */
export default fp(
  async (app) => {
    const root = app.config.opsWebDist;
    const page = readPage(root);
    if (page !== undefined) {
      await app.register(fastifyStatic, {
        root,
        prefix: `${OPS_WEB_PATH}/`,
        // The page's own route below answers every other path; only the built files are served.
        wildcard: false,
        index: false,
        decorateReply: false,
        cacheControl: false,
        // The page is answered by its route below (no-store), never as a file.
        globIgnore: ['index.html'],
        setHeaders: (reply, path) => {
          reply.header(
            'cache-control',
            path.startsWith(join(root, 'assets')) ? IMMUTABLE : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ root }, 'back office not built: /ops answers 503');
    }
    const sendPage = (_request: unknown, reply: FastifyReply) => {
      if (page === undefined) return reply.code(503).type('text/plain').send(OPS_NOT_BUILT_TEXT);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .send(page);
    };
    app.get(OPS_WEB_PATH, sendPage);
    app.get(`${OPS_WEB_PATH}/*`, sendPage);
  },
  { name: 'ops-web', dependencies: ['config'] },
);

function readPage(root: string): string | undefined {
  try {
    return readFileSync(join(root, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}
