import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_PREFIX, BUSINESS_CODE, type InProcessTransport, type Locale } from '@loan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { renderAppShell } from '../../lib/app-shell.ts';
import { withSessionPass } from '../../lib/in-process-session.ts';
import { loadPrerenderedPages } from '../../lib/prerendered-pages.ts';
import {
  builtStyles,
  readClientManifest,
  screenAssets,
  screenPage,
} from '../../lib/screen-page.ts';
import { loadScreenRenderer } from '../../lib/screen-renderer.ts';
import { sessionTokenOf } from '../../lib/session-user.ts';
import { requestLanguage } from '../../modules/language/language.service.ts';

export const WEB_NOT_BUILT_TEXT =
  'The web app is not built yet. Run `npm run build` at the repository root, then restart.\n' +
  'The API is available under /api.\n';

const HTML = 'text/html; charset=utf-8';

/**
 * The prerendered public pages (`/`, `/About`, `/Loan`, `/Policy`), filled with the brand, each
 * at its path (docs/decisions/0008). Every other GET that is neither a file nor an API call is an
 * in-app screen: rendered here with the borrower's data (docs/decisions/0018), or, when that is
 * not possible, the app shell that renders in the browser. Unknown API paths get a 404 envelope.
 */
export default fp(
  async (app) => {
    const shell = readShell(app.config.webDist);
    const brand = app.config.brand;
    const html = shell === undefined ? undefined : renderAppShell(shell, brand);
    const renderer =
      html === undefined ? null : await loadScreenRenderer(app.config.webDist, brand);
    const manifest = readClientManifest(app.config.webDist);
    const readStyle = manifest ? builtStyles(app.config.webDist, manifest) : () => undefined;

    // Each public page in every language it was prerendered in: the reader's, else English.
    const publicPages = new Map<string, Map<Locale, string>>();
    for (const page of loadPrerenderedPages(app.config.webDist, brand, app.clock.now())) {
      const byLocale = publicPages.get(page.path) ?? new Map<Locale, string>();
      byLocale.set(page.locale, page.html);
      publicPages.set(page.path, byLocale);
    }
    for (const [path, byLocale] of publicPages) {
      app.get(path, async (request, reply) => {
        const lang = await requestLanguage(app, request);
        const page = byLocale.get(lang) ?? byLocale.get('en') ?? [...byLocale.values()][0];
        return reply
          .type(HTML)
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-language')
          .send(page);
      });
    }

    // Browsers ask every page's site for an icon; there is none (the app's pages say so, the
    // server's own pages, such as the agreements, cannot): no content rather than a 404.
    app.get('/favicon.ico', (_request, reply) =>
      reply.code(204).header('cache-control', 'public, max-age=86400').send(),
    );

    /** Contract calls made in-process, through the same routes the browser's calls take. */
    const transportFor =
      (request: FastifyRequest, pass: Record<string, string>): InProcessTransport =>
      async ({ pathAndQuery, method, headers, body }) => {
        const response = await app.inject({
          method,
          url: pathAndQuery,
          headers: { ...headers, ...pass },
          remoteAddress: request.ip,
          ...(body === undefined ? {} : { payload: body }),
        });
        return response.json();
      };

    async function sendScreen(request: FastifyRequest, reply: FastifyReply, appShell: string) {
      // A rendered page carries the borrower's data; so may the shell's later calls.
      reply.type(HTML).header('cache-control', 'no-store').header('vary', 'accept-language');
      // The page's session, found once: its language and its in-process calls take it from here.
      await app.identify(request);
      const lang = await requestLanguage(app, request);
      const shellHtml = withDocumentLanguage(appShell, lang);
      if (!renderer || !manifest || request.method !== 'GET') return reply.send(shellHtml);
      try {
        const cookie = request.headers.cookie ?? '';
        const screen = await withSessionPass(sessionTokenOf(request), request.user, (pass) =>
          renderer.render(request.url, transportFor(request, pass), cookie, lang),
        );
        if (!screen) return reply.send(shellHtml);
        const assets = screenAssets(manifest, [screen.source, ...screen.parts]);
        const page = screenPage(shellHtml, screen, assets, readStyle);
        return reply.code(screen.status).send(page);
      } catch (error) {
        request.log.error({ err: error }, 'screen render failed: sending the app shell');
        return reply.send(shellHtml);
      }
    }

    const isApiPath = (url: string) => {
      const path = url.split('?', 1)[0] ?? '';
      return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
    };
    const notFound = (reply: FastifyReply) =>
      reply.code(404).send({ code: BUSINESS_CODE.notFound, data: null, message: 'Not found' });

    // Every page that is not a built file: a route rather than the not-found handler, so a page
    // view passes the same hooks (compression) as any answer.
    app.get('/*', (request, reply) => {
      if (isApiPath(request.url)) return notFound(reply);
      if (html === undefined) return reply.code(503).type('text/plain').send(WEB_NOT_BUILT_TEXT);
      return sendScreen(request, reply, html);
    });
    app.setNotFoundHandler((_request, reply) => notFound(reply));
  },
  { name: 'web-app', dependencies: ['config', 'clock', 'db', 'static', 'auth'] },
);

/** The page's language on its root element: the browser renders (and hydrates) in it. */
function withDocumentLanguage(shell: string, lang: Locale): string {
  return shell.replace(
    /<html(\s+lang="[^"]*")?/,
    `<html lang="${lang === 'fil' ? 'fil-PH' : 'en'}"`,
  );
}

function readShell(webDist: string): string | undefined {
  try {
    return readFileSync(join(webDist, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}
