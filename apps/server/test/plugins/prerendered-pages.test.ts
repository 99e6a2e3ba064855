import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BRAND_CONFIG_PLACEHOLDER,
  brandSlotToken,
  PRERENDERED_DIR,
  PRERENDERED_MANIFEST,
} from '@loan/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'loan-web-prerendered-'));
writeFileSync(
  join(webDist, 'index.html'),
  `<!doctype html><html><head>${BRAND_CONFIG_PLACEHOLDER}</head><body>app shell</body></html>`,
);
const pagesDir = join(webDist, PRERENDERED_DIR);
mkdirSync(pagesDir);
const page = (heading: string) =>
  `<html style="--brand-heading-color:${brandSlotToken('headingColor')}"><title>${brandSlotToken('appName')}</title>` +
  `<h1>${heading}</h1><p>${brandSlotToken('companyName')}</p>` +
  `<a href="mailto:${brandSlotToken('companyEmail')}">${brandSlotToken('companyEmail')}</a>` +
  `<iframe src="${brandSlotToken('privacyPolicyUrl')}"></iframe><p>${brandSlotToken('currencySign')}1000.00</p>`;
writeFileSync(join(pagesDir, 'home.html'), page('Home page'));
writeFileSync(join(pagesDir, 'loan.html'), page('Loan terms'));
writeFileSync(join(pagesDir, 'home.fil.html'), page('Home sa Filipino'));
writeFileSync(
  join(pagesDir, PRERENDERED_MANIFEST),
  JSON.stringify({
    pages: [
      { path: '/', file: 'home.html' },
      { path: '/Loan', file: 'loan.html' },
      { path: '/', file: 'home.fil.html', locale: 'fil' },
      { path: '/evil', file: '../index.html' },
    ],
    scriptHashes: ['sha256-AbCd+/12=', "sha256-x' 'unsafe-inline"],
  }),
);

describe('prerendered public pages', () => {
  const t = useTestApp({
    env: {
      WEB_DIST: webDist,
      BRAND_APP_NAME_EN: 'Acme <Cash>',
      BRAND_COMPANY_NAME: 'Acme "Lending" & Sons',
      BRAND_COMPANY_EMAIL: 'hi@acme.test',
      BRAND_HEADING_COLOR: '#123456',
      BRAND_PRIVACY_POLICY_URL: 'javascript:alert(1)',
      BRAND_CURRENCY_PARAMETER: '1',
    },
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('serves each page at its path, filled with the brand, HTML-escaped', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/?sessionid=abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<h1>Home page</h1>');
    expect(html).toContain('<title>Acme &lt;Cash&gt;</title>');
    expect(html).toContain('<p>Acme &quot;Lending&quot; &amp; Sons</p>');
    expect(html).toContain('href="mailto:hi@acme.test"');
    expect(html).toContain('--brand-heading-color:#123456');
    expect(html).toContain('<p>₹1000.00</p>');
    // An unsafe privacy URL never reaches the frame.
    expect(html).toContain('<iframe src="/privacyPolicy?embed=1">');
    expect(html).not.toContain('%%brand.');

    const loan = await t.app.inject({ method: 'GET', url: '/Loan' });
    expect(loan.body).toContain('<h1>Loan terms</h1>');
    const head = await t.app.inject({ method: 'HEAD', url: '/Loan' });
    expect(head.statusCode).toBe(200);
  });

  it('serves a page in the reader’s language: the page query, then Accept-Language', async () => {
    const heading = async (url: string, headers: Record<string, string> = {}) => {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.headers.vary).toBe('accept-language');
      return /<h1>(.*?)<\/h1>/.exec(response.body)?.[1];
    };
    expect(await heading('/?lang=fil')).toBe('Home sa Filipino');
    expect(await heading('/', { 'accept-language': 'fil-PH,en;q=0.5' })).toBe('Home sa Filipino');
    expect(await heading('/?lang=en', { 'accept-language': 'fil-PH' })).toBe('Home page');
    expect(await heading('/')).toBe('Home page');
    // A page not prerendered in Filipino is served in English.
    expect(await heading('/Loan?lang=fil')).toBe('Loan terms');
  });

  it('allows the inlined script by its hash, and nothing else inline', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'[^;]* 'sha256-AbCd\+\/12='/);
    expect(csp).not.toContain("unsafe-inline'; ");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('never serves the raw files, nor a manifest entry outside the folder', async () => {
    const raw = await t.app.inject({ method: 'GET', url: `/${PRERENDERED_DIR}/home.html` });
    expect(raw.body).toContain('app shell');
    expect(raw.body).not.toContain('%%brand.');
    const evil = await t.app.inject({ method: 'GET', url: '/evil' });
    expect(evil.body).toContain('app shell');
  });

  it('keeps the history fallback for every other path', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/customerService' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('app shell');
  });
});
