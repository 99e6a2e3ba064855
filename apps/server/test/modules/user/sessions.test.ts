import { allEndpoints, BUSINESS_CODE, endpoints } from '@loan/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, logIn, uniquePhone } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_TEST_TOKEN } from '../../helpers/loan.ts';

const HOUR_MS = 3_600_000;

// The logouts themselves would end the session being probed.
const PROBED = allEndpoints.filter(
  (e) => e.auth === 'session' && e !== endpoints.logout && e !== endpoints.logoutAll,
);

/** The business code every session route answers with this token (an empty payload). */
async function codesFor(app: FastifyInstance, sessionid: string) {
  const codes: Record<string, unknown> = {};
  for (const endpoint of PROBED) {
    const response = await app.inject({
      method: endpoint.method,
      url: endpoint.path,
      query: { sessionid },
      ...(endpoint.method === 'POST' ? { payload: {} } : {}),
    });
    codes[endpoint.id] = response.json().code;
  }
  return codes;
}

function allExpired(codes: Record<string, unknown>): boolean {
  return Object.values(codes).every((code) => code === BUSINESS_CODE.sessionExpired);
}

describe('sessions that end', () => {
  const t = useTestApp({
    env: { SESSION_IDLE_HOURS: '24', SESSION_TTL_HOURS: '720', OPS_TOKEN: OPS_TEST_TOKEN },
  });

  it('logout ends this session only: the old token is expired on every route', async () => {
    const phone = uniquePhone();
    const first = await logIn(t.app, phone);
    t.clock.advanceSeconds(61);
    const second = await logIn(t.app, phone);
    expect(allExpired(await codesFor(t.app, first))).toBe(false);

    const { statusCode, body } = await call(t.app, endpoints.logout, {}, { sessionid: first });
    expect(statusCode).toBe(200);
    expect(body).toEqual({ code: 0, data: null, message: 'success' });
    expect(allExpired(await codesFor(t.app, first))).toBe(true);
    expect(allExpired(await codesFor(t.app, second))).toBe(false);
    // Logging out twice is the expired answer, not an error.
    const again = await call(t.app, endpoints.logout, {}, { sessionid: first });
    expect(again.body.code).toBe(BUSINESS_CODE.sessionExpired);
  });

  it('logout-all ends every session of the borrower, and no one else', async () => {
    const phone = uniquePhone();
    const first = await logIn(t.app, phone);
    t.clock.advanceSeconds(61);
    const second = await logIn(t.app, phone);
    const stranger = await logIn(t.app, uniquePhone());

    const { body } = await call(t.app, endpoints.logoutAll, {}, { sessionid: second });
    expect(body).toEqual({ code: 0, data: { endedSessions: 2 }, message: 'success' });
    expect(allExpired(await codesFor(t.app, first))).toBe(true);
    expect(allExpired(await codesFor(t.app, second))).toBe(true);
    expect(allExpired(await codesFor(t.app, stranger))).toBe(false);
  });

  it('an idle session expires before its absolute expiry; use keeps it alive', async () => {
    const idle = await logIn(t.app, uniquePhone());
    const used = await logIn(t.app, uniquePhone());
    for (let hour = 0; hour < 3; hour += 1) {
      t.clock.advance(20 * HOUR_MS);
      const { body } = await call(t.app, endpoints.contactKfInfo, {}, { sessionid: used });
      expect(body.code).toBe(BUSINESS_CODE.invalidRequest);
    }
    const { body } = await call(t.app, endpoints.logoutAll, {}, { sessionid: idle });
    expect(body.code).toBe(BUSINESS_CODE.sessionExpired);
  });

  it('last use is written once it is an hour old (a 24th of the idle time): expiry is at most that early', async () => {
    const usedEarly = await logIn(t.app, uniquePhone());
    const usedLater = await logIn(t.app, uniquePhone());
    t.clock.advance(59 * 60_000);
    await call(t.app, endpoints.contactKfInfo, {}, { sessionid: usedEarly });
    t.clock.advance(2 * 60_000);
    await call(t.app, endpoints.contactKfInfo, {}, { sessionid: usedLater });
    // 24 h and 1 min after both logins: the use at 59 min was not written, the one at 61 min was.
    t.clock.advance(24 * HOUR_MS - 60 * 60_000);
    const early = await call(t.app, endpoints.logoutAll, {}, { sessionid: usedEarly });
    expect(early.body.code).toBe(BUSINESS_CODE.sessionExpired);
    const later = await call(t.app, endpoints.logoutAll, {}, { sessionid: usedLater });
    expect(later.body).toEqual({ code: 0, data: { endedSessions: 1 }, message: 'success' });
  });

  it('operators revoke a borrower’s sessions through the operations API', async () => {
    const phone = uniquePhone();
    const sessionid = await logIn(t.app, phone);
    const revoke = (target: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/users/${target}/revoke-sessions`,
        headers: { authorization: `Bearer ${OPS_TEST_TOKEN}` },
      });
    const response = await revoke(phone);
    expect(response.json()).toEqual({
      code: 0,
      data: { phone, endedSessions: 1 },
      message: 'success',
    });
    expect(allExpired(await codesFor(t.app, sessionid))).toBe(true);
    expect((await revoke(uniquePhone())).statusCode).toBe(404);
    expect((await revoke('123')).statusCode).toBe(400);
  });
});
