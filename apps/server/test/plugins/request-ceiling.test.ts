import { BUSINESS_CODE, endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../helpers/build-test-app.ts';

const LIMIT = 10;
const env = { REQUEST_CEILING_PER_MINUTE: String(LIMIT) };

function hit(app: FastifyInstance, ip: string) {
  return app.inject({ method: 'GET', url: '/api/nope', remoteAddress: ip });
}

describe('per-address request ceiling', () => {
  const t = useTestApp({ env });

  it('refuses an address past the ceiling with 429, others go on, and a new minute resets', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await hit(t.app, '10.1.0.1')).statusCode).toBe(404);
    const refused = await hit(t.app, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: BUSINESS_CODE.tooManyRequests, data: null });
    expect((await hit(t.app, '10.1.0.2')).statusCode).toBe(404);
    // Health checks are not counted.
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.1.0.1',
    });
    expect(health.statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await hit(t.app, '10.1.0.1')).statusCode).toBe(404);
  });

  it('holds across processes, writing counts in batches rather than per request', async () => {
    const other = await buildTestApp({ db: t.db, clock: t.clock, env });
    try {
      const ip = '10.2.0.1';
      for (let i = 0; i < 6; i++) await hit(t.app, ip);
      const stored = await t.db
        .selectFrom('request_counts')
        .selectAll()
        .where('ip', '=', ip)
        .execute();
      expect(stored).toEqual([]);
      await t.app.requestCeiling.flush();
      for (let i = 0; i < 4; i++) expect((await hit(other, ip)).statusCode).toBe(404);
      await other.requestCeiling.flush();
      // 10 in all: the other process knows it now; this one still goes by its last total (6)
      // until its next flush, which learns the sum.
      expect((await hit(other, ip)).statusCode).toBe(429);
      expect((await hit(t.app, ip)).statusCode).toBe(404);
      await t.app.requestCeiling.flush();
      expect((await hit(t.app, ip)).statusCode).toBe(429);
      await t.app.requestCeiling.flush();
      await other.requestCeiling.flush();
      const [row] = await t.db
        .selectFrom('request_counts')
        .selectAll()
        .where('ip', '=', ip)
        .execute();
      expect(row?.count).toBe(13);
    } finally {
      await other.close();
    }
  });

  it('is not in the way of normal calls', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.loginCode.path,
      payload: { phone: '09181234599' },
      remoteAddress: '10.3.0.1',
    });
    expect(response.json().code).toBe(0);
  });
});

describe('the request ceiling’s shared counts', () => {
  const t = useTestApp({ env: { REQUEST_CEILING_PER_MINUTE: '1000' } });

  it('add up when two processes flush many of the same addresses at once', async () => {
    const other = await buildTestApp({ db: t.db, clock: t.clock, env });
    try {
      const addresses = Array.from({ length: 300 }, (_, i) => `10.4.${i >> 8}.${i & 255}`);
      for (const ip of addresses) await hit(t.app, ip);
      for (const ip of [...addresses].reverse()) await hit(other, ip);
      await Promise.all([t.app.requestCeiling.flush(), other.requestCeiling.flush()]);
      const rows = await t.db
        .selectFrom('request_counts')
        .select(['ip', 'count'])
        .where('ip', 'like', '10.4.%')
        .execute();
      expect(rows).toHaveLength(300);
      expect(rows.every((row) => row.count === 2)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('drops the counts of windows more than ten minutes old', async () => {
    await hit(t.app, '10.5.0.1');
    await t.app.requestCeiling.flush();
    t.clock.advance(11 * 60_000);
    await hit(t.app, '10.5.0.2');
    await t.app.requestCeiling.flush();
    const rows = await t.db
      .selectFrom('request_counts')
      .select('ip')
      .where('ip', 'like', '10.5.%')
      .execute();
    expect(rows.map((row) => row.ip)).toEqual(['10.5.0.2']);
  });
});
