import { describe, expect, it } from 'vitest';
import { uniqueIp } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV } from '../../helpers/loan.ts';
import { auditRecords, opsRequest } from '../../helpers/operators.ts';

describe('refusals of requests no one is behind', () => {
  const t = useTestApp({ env: OPS_ENV });

  const countsOf = (ip: string) =>
    t.db.selectFrom('ops_refusal_counts').select('count').where('ip', '=', ip).execute();
  const linesFrom = async (ip: string) => (await auditRecords(t.db)).filter((row) => row.ip === ip);

  it('records the first 10 forged bearer tokens of an address a minute and counts all 100', async () => {
    const ip = uniqueIp();
    const forged = 'forged-token-0123456789abcdef';
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        opsRequest(t.app, {
          method: i % 2 ? 'GET' : 'POST',
          url: '/operators',
          ip,
          body: i % 2 ? undefined : { email: 'x@lender.example', role: 'admin' },
          headers: { authorization: `Bearer ${forged}${i}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(401));
    const lines = await linesFrom(ip);
    expect(lines).toHaveLength(10);
    for (const line of lines) {
      expect(line).toMatchObject({ actor: 'anonymous', outcome: 'refused', operator_id: null });
      expect(line.reason).toMatch(/^unknown bearer token/);
    }
    expect(JSON.stringify(lines)).not.toContain(forged);
    expect(await countsOf(ip)).toEqual([{ count: 100 }]);

    // The next minute records again.
    t.clock.advanceSeconds(60);
    await opsRequest(t.app, { method: 'GET', url: '/audit', ip, headers: { authorization: 'x' } });
    expect(await linesFrom(ip)).toHaveLength(11);
    expect((await linesFrom(ip)).at(-1)).toMatchObject({ reason: 'not a bearer token' });
    expect((await countsOf(ip)).map((row) => row.count)).toEqual([100, 1]);
  });

  it('audits a forged or ended session cookie and a request with no credential', async () => {
    const ip = uniqueIp();
    const forged = await opsRequest(t.app, {
      method: 'GET',
      url: '/orders',
      ip,
      cookie: 'ops_session=forged-session-value',
    });
    const none = await opsRequest(t.app, { method: 'GET', url: '/orders/PN-1', ip });
    expect([forged.statusCode, none.statusCode]).toEqual([401, 401]);
    const lines = await linesFrom(ip);
    expect(lines).toMatchObject([
      { actor: 'anonymous', action: 'GET /api/ops/orders', reason: 'no live session' },
      {
        action: 'GET /api/ops/orders/:orderId',
        target: 'orderId=PN-1',
        reason: 'no session cookie',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('forged-session-value');
  });

  it("audits the session routes' refusals of a forged or ended cookie, not a signed-out page's check", async () => {
    const ip = uniqueIp();
    const cookie = 'ops_session=forged-session-value';
    const check = await opsRequest(t.app, { method: 'GET', url: '/session', ip });
    const forged = await opsRequest(t.app, { method: 'GET', url: '/session', ip, cookie });
    const signOut = await opsRequest(t.app, { method: 'DELETE', url: '/session', ip, cookie });
    const password = await opsRequest(t.app, {
      method: 'POST',
      url: '/session/password',
      ip,
      body: { currentPassword: 'x', newPassword: 'violet lantern quarry mango', code: '123456' },
    });
    expect([check, forged, signOut, password].map((answer) => answer.statusCode)).toEqual([
      401, 401, 401, 401,
    ]);
    expect((await linesFrom(ip)).map((row) => [row.action, row.reason])).toEqual([
      ['GET /api/ops/session', 'no live session'],
      ['DELETE /api/ops/session', 'no live session'],
      ['POST /api/ops/session/password', 'no session cookie'],
    ]);
    expect(await countsOf(ip)).toEqual([{ count: 3 }]);
  });

  it('drops counts older than a month when a new minute is counted', async () => {
    const ip = uniqueIp();
    await opsRequest(t.app, { method: 'GET', url: '/orders', ip });
    t.clock.advance(31 * 86_400_000);
    await opsRequest(t.app, { method: 'GET', url: '/orders', ip });
    expect(await countsOf(ip)).toEqual([{ count: 1 }]);
  });
});
