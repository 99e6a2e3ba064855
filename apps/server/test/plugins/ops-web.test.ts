import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';

const PAGE = '<!doctype html><html><head><title>Back office</title></head><body></body></html>';
const opsDist = mkdtempSync(join(tmpdir(), 'loan-ops-dist-'));
writeFileSync(join(opsDist, 'index.html'), PAGE);
mkdirSync(join(opsDist, 'assets'));
writeFileSync(join(opsDist, 'assets', 'index-ops123.js'), 'console.log(1)');

describe('the back office under /ops', () => {
  const t = useTestApp({ env: { OPS_WEB_DIST: opsDist } });
  afterAll(() => rmSync(opsDist, { recursive: true, force: true }));

  it('answers its page for /ops and every path under it, never kept', async () => {
    for (const url of ['/ops', '/ops/', '/ops/orders/PN-1', '/ops/setup', '/ops/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(PAGE);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves its own built files, hashed ones for a year', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/ops/assets/index-ops123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The borrower app's files are elsewhere: the back office's are not served at its root.
    const outside = await t.app.inject({ method: 'GET', url: '/assets/index-ops123.js' });
    expect(outside.body).not.toBe('console.log(1)');
  });
});

describe('the back office not built', () => {
  const t = useTestApp({ env: { OPS_WEB_DIST: join(tmpdir(), 'loan-ops-dist-missing') } });

  it('answers 503 with how to build it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ops/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
