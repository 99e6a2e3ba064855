import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  BRAND_CONFIG_PLACEHOLDER,
  BUSINESS_CODE,
  DEMO_CUSTOMER_SERVICE_CONTACT,
  EARLY_TAPS_GLOBAL,
  SCREEN_PARTS_ELEMENT_ID,
  SCREEN_STATE_ELEMENT_ID,
  TAP_PENDING_STYLE_ID,
} from '@loan/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { logIn } from '../helpers/api.ts';
import { buildTestApp, useTestApp } from '../helpers/build-test-app.ts';
import { notingPrecompiledReads } from '../helpers/precompiled-reads.ts';

// A built web app with a renderer module of the shape the web build makes: it calls contact-kf-info
// through the transport the server gives it, as the customer service screen does.
const root = mkdtempSync(join(tmpdir(), 'loan-screen-render-'));
const webDist = join(root, 'dist');
mkdirSync(join(webDist, '.vite'), { recursive: true });
mkdirSync(join(root, 'dist-server'));
writeFileSync(
  join(webDist, 'index.html'),
  `<!doctype html><html><head><title>Loan</title>${BRAND_CONFIG_PLACEHOLDER}` +
    '<script type="module" crossorigin src="/assets/index.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/vendor.js">\n' +
    '</head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    'src/screen.tsx': {
      file: 'assets/screen.js',
      css: ['assets/screen.css'],
      imports: ['_vendor.js', '_shared.js'],
    },
    'src/part.tsx': {
      file: 'assets/part.js',
      css: ['assets/part.css'],
      imports: ['_vendor.js', '_shared.js'],
      isDynamicEntry: true,
    },
  }),
);
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'screen.css'), '.screen{color:red}');
writeFileSync(join(webDist, 'assets', 'part.css'), '.part{color:blue}');
writeFileSync(
  join(root, 'dist-server', 'render-screen.js'),
  `export function createScreenRenderer(brand) {
  return {
    async render(url, transport, cookie) {
      const page = new URL(url, 'http://server.invalid');
      if (page.pathname === '/cookies') {
        return { status: 200, html: 'cookie:' + cookie, title: 'c', state: '{}', source: 'src/screen.tsx', parts: [] };
      }
      if (page.pathname === '/withPart' || page.pathname === '/unbuiltPart') {
        const part = page.pathname === '/withPart' ? 'src/part.tsx' : 'src/unbuilt.tsx';
        return { status: 200, html: '<p>part</p>', title: 'p', state: '{}', source: 'src/screen.tsx', parts: [part] };
      }
      if (page.pathname === '/browserOnly') return null;
      if (page.pathname === '/broken') throw new Error('the screen threw');
      const session = page.searchParams.get('sessionid') ?? '';
      const body = await transport({
        pathAndQuery: '/api/h5/v3/personal-center/contact-kf-info?sessionid=' + encodeURIComponent(session),
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ overall: 30 }),
      });
      return {
        status: page.pathname === '/missing' ? 404 : 200,
        html: '<p id="answer">' + body.code + '|' + (body.data?.email ?? '') + '|' + brand.appNameEn + '</p>' + 'x'.repeat(2000),
        title: 'Customer <service>',
        state: JSON.stringify({ queries: [body] }).replaceAll('<', '\\\\u003c'),
        source: 'src/screen.tsx',
        parts: [],
      };
    },
  };
}
`,
);

const ANSWER = /<p id="answer">([^<]*)<\/p>/;

describe('screens rendered by the server', () => {
  const t = useTestApp({ env: { WEB_DIST: webDist, LOG_LEVEL: 'error' } });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("fills the page with the borrower's data, from a call made in-process", async () => {
    const sessionid = await logIn(t.app);
    const response = await t.app.inject({ url: `/customerService?sessionid=${sessionid}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.match(ANSWER)?.[1]).toBe(
      `0|${DEMO_CUSTOMER_SERVICE_CONTACT.email}|PesoNow`,
    );
    expect(response.body).toContain('<title>Customer &lt;service&gt;</title>');
    const state = new RegExp(`<script type="application/json" id="${SCREEN_STATE_ELEMENT_ID}">`);
    expect(response.body).toMatch(state);
  });

  it("inlines the screen's styles and loads its scripts, the screen's own chunks included, once the page has painted", async () => {
    const response = await t.app.inject({ url: '/customerService' });
    const links = [...response.body.matchAll(/<link rel="(\w+)"[^>]*href="([^"]+)"/g)].map(
      ([, rel, href]) => `${rel} ${href}`,
    );
    // shared.css is not in the folder: it stays a link.
    expect(links).toEqual(['stylesheet /assets/shared.css']);
    expect(response.body).toContain('<style>.screen{color:red}</style>');
    expect(response.body).not.toContain('<script type="module"');
    const list = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual({
      entry: '/assets/index.js',
      preload: ['/assets/vendor.js', '/assets/screen.js', '/assets/shared.js'],
    });
    const loader = /<script>([^<]*)<\/script><\/body>/.exec(response.body)?.[1] ?? '';
    const hash = createHash('sha256').update(loader).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('holds taps made before the app is live with a script in the head, allowed by its hash', async () => {
    const response = await t.app.inject({ url: '/customerService' });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    const catcher = new RegExp(`<script>([^<]*${EARLY_TAPS_GLOBAL}[^<]*)</script>`).exec(head)?.[1];
    expect(catcher).toContain(TAP_PENDING_STYLE_ID);
    const hash = createHash('sha256')
      .update(catcher ?? '')
      .digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('loads the lazily loaded parts the screen showed with it, and names them for hydration', async () => {
    const response = await t.app.inject({ url: '/withPart' });
    expect(response.body).toContain('<style>.screen{color:red}</style>');
    expect(response.body).toContain('<style>.part{color:blue}</style>');
    const list = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(JSON.parse(list ?? 'null').preload).toEqual([
      '/assets/vendor.js',
      '/assets/screen.js',
      '/assets/shared.js',
      '/assets/part.js',
    ]);
    const parts = new RegExp(
      `<script type="application/json" id="${SCREEN_PARTS_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(response.body)?.[1];
    expect(JSON.parse(parts ?? 'null')).toEqual(['src/part.tsx']);
  });

  it('names no parts on a page that showed none', async () => {
    const response = await t.app.inject({ url: '/customerService' });
    expect(response.body).not.toContain(SCREEN_PARTS_ELEMENT_ID);
  });

  it('sends the app shell when a part the screen showed is not in the build', async () => {
    const response = await t.app.inject({ url: '/unbuiltPart' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<p>part</p>');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('leaves the scripts of a page the browser renders as they are', async () => {
    const response = await t.app.inject({ url: '/browserOnly' });
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index.js">');
    expect(response.body).not.toContain('app-scripts');
    expect(response.body).not.toContain(EARLY_TAPS_GLOBAL);
  });

  it('hands the page request its cookies', async () => {
    const response = await t.app.inject({
      url: '/cookies',
      headers: { cookie: 'showBankTip=1' },
    });
    expect(response.body).toContain('cookie:showBankTip=1');
  });

  it('renders what the call answered without a session: the session-expired envelope', async () => {
    const response = await t.app.inject({ url: '/customerService?sessionid=unknown' });
    expect(response.body.match(ANSWER)?.[1]).toBe(`${BUSINESS_CODE.sessionExpired}||PesoNow`);
  });

  it('answers 404 for a path no screen has', async () => {
    const response = await t.app.inject({ url: '/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends the app shell when the browser is to render the screen, or the render failed', async () => {
    for (const url of ['/browserOnly', '/broken']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain(SCREEN_STATE_ELEMENT_ID);
    }
    expect(t.logs.text).toContain('screen render failed');
  });

  it("looks up the page's session once: its language and its in-process call take it from there", async () => {
    const sessionid = await logIn(t.app);
    const reads: string[] = [];
    const counted = await buildTestApp({
      db: notingPrecompiledReads(t.db, reads),
      clock: t.clock,
      env: { WEB_DIST: webDist, LOG_LEVEL: 'error' },
    });
    try {
      const response = await counted.inject({ url: `/customerService?sessionid=${sessionid}` });
      expect(response.body.match(ANSWER)?.[1]).toBe(
        `0|${DEMO_CUSTOMER_SERVICE_CONTACT.email}|PesoNow`,
      );
      expect(reads.filter((table) => table === 'sessions')).toHaveLength(1);
    } finally {
      await counted.close();
    }
  });

  it('compresses the page for a browser that accepts brotli and gzip', async () => {
    const response = await t.app.inject({
      url: '/customerService',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    const html = gunzipSync(response.rawPayload).toString('utf8');
    expect(html).toMatch(ANSWER);
  });
});
