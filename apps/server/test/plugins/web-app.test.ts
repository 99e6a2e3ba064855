import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAND_CONFIG_ELEMENT_ID, BRAND_CONFIG_PLACEHOLDER } from '@loan/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';

const webDist = mkdtempSync(join(tmpdir(), 'loan-web-dist-'));
writeFileSync(
  join(webDist, 'index.html'),
  `<!doctype html><html><head>${BRAND_CONFIG_PLACEHOLDER}</head><body></body></html>`,
);
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(join(webDist, 'favicon.svg'), '<svg/>');

const BRAND_JSON = new RegExp(
  `<script type="application/json" id="${BRAND_CONFIG_ELEMENT_ID}">(.+?)</script>`,
);

describe('the web app', () => {
  const t = useTestApp({ env: { WEB_DIST: webDist, BRAND_COMPANY_NAME: 'Acme </script> Loans' } });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('serves index.html with the brand config for / and every app route', async () => {
    for (const url of [
      '/',
      '/complaintList',
      '/complainDetails?problemId=3',
      '/index.html',
      '/assets',
      '/assets/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toContain(BRAND_CONFIG_PLACEHOLDER);
      const json = response.body.match(BRAND_JSON)?.[1] ?? '{}';
      expect(json).not.toContain('</script>');
      expect(JSON.parse(json)).toMatchObject({ companyName: 'Acme </script> Loans' });
    }
  });

  it('serves hashed assets as immutable and other files as no-cache', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('lists the built files once at start: a page view never looks for a file of its path', async () => {
    writeFileSync(join(webDist, 'written-later.txt'), 'not served');
    const later = await t.app.inject({ method: 'GET', url: '/written-later.txt' });
    expect(later.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(later.body).not.toContain('not served');
  });

  it('compresses the pages like any other answer', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/complaintList',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
  });

  it('answers the browser icon request with no content', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(204);
    expect(icon.body).toBe('');
  });

  it('does not fall back for API paths or other methods', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
    const post = await t.app.inject({ method: 'POST', url: '/complaintList' });
    expect(post.statusCode).toBe(404);
  });
});

describe('without a built web app', () => {
  const t = useTestApp();

  it('says how to build it, and the API still works', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
