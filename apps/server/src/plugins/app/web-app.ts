import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_PREFIX, BUSINESS_CODE } from '@loan/contract';
import fp from 'fastify-plugin';
import { renderAppShell } from '../../lib/app-shell.ts';
import { loadPrerenderedPages } from '../../lib/prerendered-pages.ts';

export const WEB_NOT_BUILT_TEXT =
  'The web app is not built yet. Run `npm run build` at the repository root, then restart.\n' +
  'The API is available under /api.\n';

/**
 * The prerendered public pages (`/`, `/About`, `/Loan`, `/Policy`), filled with the brand, each
 * at its path (docs/decisions/0008). History fallback: every other GET that is neither a file nor
 * an API call gets the app shell, so the app's routes load on refresh. Unknown API paths get a
 * 404 envelope.
 */
export default fp(
  async (app) => {
    const shell = readShell(app.config.webDist);
    const brand = app.config.brand;
    const html = shell === undefined ? undefined : renderAppShell(shell, brand);

    for (const page of loadPrerenderedPages(app.config.webDist, brand, app.clock.now())) {
      app.get(page.path, (_request, reply) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.html),
      );
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '';
      const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply
          .code(404)
          .send({ code: BUSINESS_CODE.notFound, data: null, message: 'Not found' });
      }
      if (html === undefined) return reply.code(503).type('text/plain').send(WEB_NOT_BUILT_TEXT);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  },
  { name: 'web-app', dependencies: ['config', 'clock', 'static'] },
);

function readShell(webDist: string): string | undefined {
  try {
    return readFileSync(join(webDist, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}
