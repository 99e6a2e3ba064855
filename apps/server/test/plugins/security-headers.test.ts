import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../helpers/build-test-app.ts';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
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

  it('allow an API on another origin in connect-src when the brand says so', async () => {
    const env = { BRAND_API_BASE: 'https://api.pesonow.example/base' };
    const app = await buildTestApp({ db: t.db, env });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['content-security-policy']).toContain(
        "connect-src 'self' https://api.pesonow.example;",
      );
    } finally {
      await app.close();
    }
  });
});
