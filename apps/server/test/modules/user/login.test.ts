import { BUSINESS_CODE, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { LOGIN_CODE_POLICY } from '../../../src/modules/user/login-code.policy.ts';
import { call, lastCode, mentionsSecret, requestCode, uniquePhone } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';

describe('login with an SMS code', () => {
  const t = useTestApp();
  const login = (phone: string, code: string) => call(t.app, endpoints.login, { phone, code });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('sends a code, logs in with it and creates the user on first login', async () => {
    const phone = uniquePhone();
    const sent = await requestCode(t.app, phone);
    expect(sent.body).toEqual({ code: 0, data: { resendAfterSeconds: 60 }, message: 'success' });

    const { body } = await login(phone, await lastCode(t.app, phone));
    expect(body.code).toBe(0);
    expect(body.data?.sessionid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await t.db.selectFrom('users').selectAll().where('phone', '=', phone).execute();
    expect(user).toHaveLength(1);
  });

  it('stores only hashes of codes and session tokens', async () => {
    const phone = uniquePhone();
    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    const { body } = await login(phone, code);
    const codes = await t.db
      .selectFrom('login_codes')
      .selectAll()
      .where('phone', '=', phone)
      .execute();
    expect(mentionsSecret(JSON.stringify(codes), code)).toBe(false);
    const token = body.data?.sessionid ?? '';
    const sessions = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(JSON.stringify(sessions)).not.toContain(token);
  });

  it('uses a code once', async () => {
    const phone = uniquePhone();
    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    expect((await login(phone, code)).body.code).toBe(0);
    const again = await login(phone, code);
    expect(again.body.code).toBe(BUSINESS_CODE.loginCodeInvalid);
  });

  it('refuses a resend within 60 s; after that the new code replaces the old one', async () => {
    const phone = uniquePhone();
    await requestCode(t.app, phone);
    const first = await lastCode(t.app, phone);

    t.clock.advanceSeconds(59);
    const early = await requestCode(t.app, phone);
    expect(early.body).toMatchObject({ code: BUSINESS_CODE.loginCodeTooSoon, data: null });
    expect(early.body.message).toContain('1 s');

    t.clock.advanceSeconds(1);
    expect((await requestCode(t.app, phone)).body.code).toBe(0);
    const second = await lastCode(t.app, phone);
    if (first !== second) {
      expect((await login(phone, first)).body.code).toBe(BUSINESS_CODE.loginCodeInvalid);
    }
    expect((await login(phone, second)).body.code).toBe(0);
  });

  it('lets a code expire after 5 minutes', async () => {
    const phone = uniquePhone();
    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    t.clock.advance(LOGIN_CODE_POLICY.lifetimeMs);
    const { body } = await login(phone, code);
    expect(body.code).toBe(BUSINESS_CODE.loginCodeInvalid);
    expect(body.message).toContain('expired');
  });

  it('accepts a code just before it expires', async () => {
    const phone = uniquePhone();
    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    t.clock.advance(LOGIN_CODE_POLICY.lifetimeMs - 1000);
    expect((await login(phone, code)).body.code).toBe(0);
  });

  it('counts down the tries left and locks the code after 5 wrong tries', async () => {
    const phone = uniquePhone();
    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { body } = await login(phone, wrong(code));
      expect(body.code).toBe(BUSINESS_CODE.loginCodeInvalid);
      messages.push(body.message);
    }
    expect(messages[0]).toBe('Wrong code, 4 tries left');
    expect(messages[3]).toBe('Wrong code, 1 try left');
    expect(messages[4]).toContain('no tries left');
    // The sixth try fails even with the right code.
    const sixth = await login(phone, code);
    expect(sixth.body).toMatchObject({ code: BUSINESS_CODE.loginCodeLocked, data: null });
  });

  it('locks after six wrong codes in a row, and a new code works again', async () => {
    const phone = uniquePhone();
    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await login(phone, wrong(code))).body.code);
    expect(codes).toEqual([
      ...Array(5).fill(BUSINESS_CODE.loginCodeInvalid),
      BUSINESS_CODE.loginCodeLocked,
    ]);

    t.clock.advanceSeconds(60);
    await requestCode(t.app, phone);
    expect((await login(phone, await lastCode(t.app, phone))).body.code).toBe(0);
  });

  it('answers invalid when no code was asked for', async () => {
    const { body } = await login(uniquePhone(), '123456');
    expect(body.code).toBe(BUSINESS_CODE.loginCodeInvalid);
  });
});
