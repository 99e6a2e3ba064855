import {
  BUSINESS_CODE,
  CONTACT_INFO_OVERALL,
  DEMO_CUSTOMER_SERVICE_CONTACT,
  endpoints,
} from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';

const SESSION_EXPIRED = {
  code: BUSINESS_CODE.sessionExpired,
  data: null,
  message: 'Session expired, please log in again',
};

describe('contact-kf-info', () => {
  // Idle expiry as long as the absolute one, so this file tests the absolute one.
  const t = useTestApp({ env: { SESSION_IDLE_HOURS: '720' } });
  const contact = (
    sessionid?: string,
    body: Record<string, unknown> = { overall: CONTACT_INFO_OVERALL },
  ) => call(t.app, endpoints.contactKfInfo, body, sessionid ? { sessionid } : {});

  it('answers the seeded e-mail and phone to a logged-in borrower', async () => {
    const sessionid = await logIn(t.app);
    const { statusCode, body } = await contact(sessionid);
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      code: 0,
      data: DEMO_CUSTOMER_SERVICE_CONTACT,
      message: 'success',
    });
  });

  it('answers sessionExpired (HTTP 200) without a session, or with an unknown one', async () => {
    for (const sessionid of [undefined, 'not-a-session', 'x'.repeat(500)]) {
      const { statusCode, body } = await contact(sessionid);
      expect(statusCode).toBe(200);
      expect(body).toEqual(SESSION_EXPIRED);
    }
  });

  it('answers sessionExpired once the session has expired', async () => {
    const sessionid = await logIn(t.app);
    t.clock.advance(720 * 3_600_000 - 1000);
    expect((await contact(sessionid)).body.code).toBe(0);
    t.clock.advance(1000);
    expect((await contact(sessionid)).body).toEqual(SESSION_EXPIRED);
  });

  it('checks the session before the body', async () => {
    expect((await contact(undefined, { overall: 'x' })).body).toEqual(SESSION_EXPIRED);
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const sessionid = await logIn(t.app);
    const { statusCode, body } = await contact(sessionid, { overall: 'x' });
    expect(statusCode).toBe(400);
    expect(body.code).toBe(400);
    expect(body.message).toMatch(/^Invalid request: overall /);
    expect(body.data).toEqual({ fields: [{ path: 'overall', message: expect.any(String) }] });
  });

  it('accepts the session parameters the app forwards', async () => {
    const sessionid = await logIn(t.app);
    const query = { appVersion: '1.2.0', deviceId: 'abc', product_id: '7', building: 'b' };
    const { body } = await call(
      t.app,
      endpoints.contactKfInfo,
      { overall: CONTACT_INFO_OVERALL },
      { sessionid, query },
    );
    expect(body.code).toBe(0);
  });
});
