import { BUSINESS_CODE, endpoints, MOBILE_NUMBER_RULE } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call, requestCode, uniqueIp, uniquePhone } from '../helpers/api.ts';
import { buildTestApp, LogCapture, useTestApp } from '../helpers/build-test-app.ts';

describe('error envelopes', () => {
  const t = useTestApp();

  it('answers 400 naming the field for a bad phone', async () => {
    const { statusCode, body } = await call(t.app, endpoints.loginCode, { phone: '12345' });
    expect(statusCode).toBe(400);
    expect(body).toEqual({
      code: BUSINESS_CODE.invalidRequest,
      data: { fields: [{ path: 'phone', message: MOBILE_NUMBER_RULE }] },
      message: `Invalid request: phone ${MOBILE_NUMBER_RULE}`,
    });
  });

  it('names every bad field, the first one in the message', async () => {
    const { body } = await call(t.app, endpoints.login, { phone: 'x', code: '12' });
    expect(body.data).toMatchObject({ fields: [{ path: 'phone' }, { path: 'code' }] });
    expect(body.message).toMatch(/^Invalid request: phone /);
  });

  it('answers 400 for a missing body and for malformed JSON', async () => {
    const missing = await t.app.inject({ method: 'POST', url: endpoints.loginCode.path });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Invalid request: body /);

    const malformed = await t.app.inject({
      method: 'POST',
      url: endpoints.loginCode.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 400, data: { fields: [{ path: 'body' }] } });
  });

  it('accepts form-encoded bodies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.loginCode.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone=09181112222',
      remoteAddress: uniqueIp(),
    });
    expect(response.json()).toMatchObject({ code: 0 });
  });

  it('answers 413 for an oversize body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpoints.loginCode.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: BUSINESS_CODE.payloadTooLarge,
      data: null,
      message: 'Request body is too large',
    });
  });

  it('answers a 404 envelope for unknown API paths', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/h5/v3/nope?sessionid=abc' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, data: null, message: 'Not found' });
    }
  });

  it('answers 500 with a generic message, leaks nothing and logs the error', async () => {
    const logs = new LogCapture();
    const failingSms = { send: () => Promise.reject(new Error('gateway password=hunter2')) };
    const app = await buildTestApp({
      db: t.db,
      logs,
      sms: failingSms,
      env: { LOG_LEVEL: 'error' },
    });
    try {
      const phone = uniquePhone();
      const response = await requestCode(app, phone);
      expect(response.statusCode).toBe(500);
      expect(response.body).toEqual({
        code: BUSINESS_CODE.internalError,
        data: null,
        message: 'Something went wrong, please try again later',
      });
      expect(logs.text).toContain('hunter2');
      // The unsent code does not hold back the next request.
      expect((await requestCode(t.app, phone)).body.code).toBe(0);
    } finally {
      await app.close();
    }
  });
});
