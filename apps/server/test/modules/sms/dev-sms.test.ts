import { BUSINESS_CODE, devSms } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call, requestCode, uniquePhone } from '../../helpers/api.ts';
import {
  buildTestApp,
  LogCapture,
  PRODUCTION_ENV,
  useTestApp,
} from '../../helpers/build-test-app.ts';

describe('GET /api/dev/sms', () => {
  const t = useTestApp();

  it('returns the last code sent to the phone', async () => {
    const phone = uniquePhone();
    await requestCode(t.app, phone);
    const { statusCode, body } = await call(t.app, devSms, { phone });
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      code: 0,
      data: { phone, code: expect.stringMatching(/^\d{6}$/), sentAt: t.clock.now().toISOString() },
      message: 'success',
    });
    const [outbox] = await t.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('phone', '=', phone)
      .execute();
    // The outbox keeps the text with the code masked, and how it went out.
    expect(outbox?.body).not.toContain(body.data?.code);
    expect(outbox).toMatchObject({
      body: expect.stringMatching(/^•••••• is your .* login code\./),
      provider: 'console',
      status: 'logged',
    });
  });

  it('answers notFound for a phone that got no code, and 400 for a bad phone', async () => {
    expect((await call(t.app, devSms, { phone: uniquePhone() })).body).toMatchObject({
      code: BUSINESS_CODE.notFound,
      data: null,
    });
    const bad = await call(t.app, devSms, { phone: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/^Invalid request: query.phone /);
  });

  it('is on only on loopback or when enabled, and says so loudly', async () => {
    const cases: Array<[Record<string, string>, boolean]> = [
      [{ HOST: '0.0.0.0' }, false],
      [{ HOST: '192.168.1.10' }, false],
      [{ HOST: '0.0.0.0', DEV_ROUTES: 'true' }, true],
      [{ HOST: '::1' }, true],
      [{ HOST: 'localhost', DEV_ROUTES: 'false' }, false],
    ];
    for (const [env, on] of cases) {
      const logs = new LogCapture();
      const app = await buildTestApp({ db: t.db, env: { ...env, LOG_LEVEL: 'warn' }, logs });
      try {
        expect(app.hasRoute({ method: 'GET', url: devSms.path }), JSON.stringify(env)).toBe(on);
        expect(logs.text.includes('DEVELOPMENT ROUTES ARE ON')).toBe(on);
      } finally {
        await app.close();
      }
    }
  });

  it('does not exist in production', async () => {
    const env = { ...PRODUCTION_ENV, CODE_PEPPER: 'a-production-pepper-for-tests' };
    const app = await buildTestApp({ db: t.db, env });
    try {
      expect(app.hasRoute({ method: 'GET', url: devSms.path })).toBe(false);
      const response = await app.inject({ method: 'GET', url: `${devSms.path}?phone=09171234567` });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
