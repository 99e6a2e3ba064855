import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { PRERENDERED_DIR } from '@loan/contract';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app's files. index.html is never served from disk: it needs the brand
 * config, so every path that is not a file falls through to the app shell (web-app.ts).
 */
export default fp(
  async (app) => {
    const root = app.config.webDist;
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'web app not built: serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each script and style (apps/web/build/precompress.ts).
      preCompressed: true,
      // A route per built file, listed once at start: a page view never looks on the disk for a
      // file of its path (a build is served by a restart). Every other path is a page (web-app.ts).
      wildcard: false,
      // index.html and the prerendered pages are served filled with the brand (web-app.ts), never raw.
      globIgnore: ['index.html', `${PRERENDERED_DIR}/**`],
      setHeaders: (reply, path) => {
        // Vite names files under assets/ by content hash, so they never change.
        const hashed = path.startsWith(join(root, 'assets'));
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  },
  { name: 'static', dependencies: ['config'] },
);
