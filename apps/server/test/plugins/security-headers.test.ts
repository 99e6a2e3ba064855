import { describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_CSP_SOURCE } from '../../src/lib/deferred-scripts.ts';
import { EARLY_TAPS_CSP_SOURCE } from '../../src/lib/early-taps.ts';
import { buildTestApp, useTestApp } from '../helpers/build-test-app.ts';

const CSP =
  `default-src 'self';script-src 'self' ${DEFERRED_SCRIPTS_CSP_SOURCE} ${EARLY_TAPS_CSP_SOURCE};style-src 'self' 'unsafe-inline';` +
  "img-src 'self' data: blob:;connect-src 'self';frame-src 'self' https:;" +
  "frame-ancestors 'self';object-src 'none';base-uri 'self';form-action 'self'";

describe('security headers', () => {
  const t = useTestApp();

  it('are on API answers, errors and pages alike', async () => {
    for (const url of ['/api/health', '/api/nope', '/customerService']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(CSP);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('allow an API on another origin in connect-src and img-src (its uploads, captchas) when the brand says so', async () => {
    const env = { BRAND_API_BASE: 'https://api.pesonow.example/base' };
    const app = await buildTestApp({ db: t.db, env });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['content-security-policy']).toContain(
        "connect-src 'self' https://api.pesonow.example;",
      );
      expect(response.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https://api.pesonow.example;",
      );
    } finally {
      await app.close();
    }
  });

  it('keep API answers out of every cache, errors and refusals included', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/h5/v3/user/login-code']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('send HSTS over HTTPS only (behind a trusted proxy), never on plain HTTP', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const app = await buildTestApp({ db: t.db, env: { TRUST_PROXY: 'true' } });
    try {
      const headers = { 'x-forwarded-proto': 'https' };
      const secure = await app.inject({ method: 'GET', url: '/api/health', headers });
      expect(secure.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const spoofed = await t.app.inject({ method: 'GET', url: '/api/health', headers });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
