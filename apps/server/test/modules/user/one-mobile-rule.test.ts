import { BUSINESS_CODE, DEMO_BORROWER_PHONE, devCaptcha, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { decryptAccountNumber } from '../../../src/modules/payout/account-secret.ts';
import { call, lastCode, uniqueIp } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { userIdOf } from '../../helpers/loan.ts';
import { solvedProof } from '../../helpers/proof-of-work.ts';

const AUTOFILLED = '+63 917 555 0142';
const STORED = '09175550142';

describe('one mobile number rule for registration, sign-in and binding', () => {
  const t = useTestApp();

  async function register(phone: string) {
    const sid = (await call(t.app, endpoints.getSid, {})).body.data!.sid;
    await t.app.inject({ url: `/api/v2/youmi/promotion/get-captcha?sid=${sid}&t=1` });
    const capcode = (await call(t.app, devCaptcha, { sid })).body.data!.answer;
    const device = { phone, capcode, sid, deviceId: sid, appName: 'ymgj' };
    const proof = await solvedProof(t.app, sid);
    const sent = await call(t.app, endpoints.getSms, { ...device, proof }, { ip: uniqueIp() });
    if (sent.body.code !== 0) return sent;
    return call(t.app, endpoints.register, {
      ...device,
      merchantNumber: 0,
      userName: phone,
      smsCode: await lastCode(t.app, phone),
      invite_code: '',
      id: 1,
    });
  }

  async function signIn(phone: string) {
    // Past the wait before the phone's next code.
    t.clock.advance(60 * 60_000);
    const sent = await call(t.app, endpoints.loginCode, { phone }, { ip: uniqueIp() });
    expect(sent.body.code).toBe(0);
    const code = await lastCode(t.app, phone);
    const { body } = await call(t.app, endpoints.login, { phone, code });
    return body.data!.sessionid;
  }

  it('registers, signs in and binds with an autofilled +63 number as the one stored borrower', async () => {
    expect((await register(AUTOFILLED)).body.code).toBe(0);
    const users = await t.db
      .selectFrom('users')
      .select(['id', 'phone'])
      .where('phone', 'like', '%5550142')
      .execute();
    expect(users).toEqual([{ id: expect.any(String), phone: STORED }]);

    const international = await signIn(AUTOFILLED);
    const national = await signIn('0917-555-0142');
    const bare = await signIn('(917) 555.0142');
    for (const sessionid of [international, national, bare]) {
      expect(await userIdOf(t.db, sessionid)).toBe(users[0]?.id);
    }

    const fields = { cardType: '1', channelNumber: '90006' };
    const bound = await call(
      t.app,
      endpoints.bindCardNew,
      { ...fields, gcashNumber: AUTOFILLED },
      { sessionid: international },
    );
    expect(bound.body).toMatchObject({ code: 0, data: { account: 'GCash 0917 *** 0142' } });
    // The same account written another way is the bound one: no SMS code asked for a change.
    const again = await call(
      t.app,
      endpoints.bindCardNew,
      { ...fields, gcashNumber: '63 917 555 0142' },
      { sessionid: national },
    );
    expect(again.body).toMatchObject({ code: 0, data: bound.body.data });
    const rows = await t.db.selectFrom('payout_accounts').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(
      decryptAccountNumber(t.app.config.accountEncryptionKey, rows[0]!.number_ciphertext!),
    ).toBe(STORED);
  });

  it('registers and signs in subscribers of every carrier: DITO 0895 and Smart +63 813', async () => {
    for (const [written, stored] of [
      ['0895 123 4567', '08951234567'],
      ['+63 813 123 4567', '08131234567'],
    ] as const) {
      expect((await register(written)).body.code).toBe(0);
      const user = await t.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', stored)
        .executeTakeFirstOrThrow();
      expect(await userIdOf(t.db, await signIn(stored))).toBe(user.id);
    }
  });

  it('knows the demo borrower (stored 09171234567) when the number comes as +63 917 123 4567', async () => {
    expect(DEMO_BORROWER_PHONE).toBe('09171234567');
    expect((await register('+63 917 123 4567')).body.code).toBe(BUSINESS_CODE.alreadyRegistered);
    const demo = await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', DEMO_BORROWER_PHONE)
      .executeTakeFirstOrThrow();
    expect(await userIdOf(t.db, await signIn('+63 917 123 4567'))).toBe(demo.id);
  });

  it('refuses a number that is not a Philippine mobile with a 400 saying what one is', async () => {
    const codesBefore = await t.db.selectFrom('login_codes').selectAll().execute();
    // Too short, a mainland China mobile, a prefix no carrier's mobiles have, a US number.
    for (const phone of ['63917123456', '13912345678', '0900 123 4567', '+1 917 123 4567']) {
      const { statusCode, body } = await call(t.app, endpoints.loginCode, { phone });
      expect(statusCode).toBe(400);
      expect(body.code).toBe(BUSINESS_CODE.invalidRequest);
      expect(body.message).toMatch(/Philippine mobile number/);
    }
    expect(await t.db.selectFrom('login_codes').selectAll().execute()).toEqual(codesBefore);
  });

  it('refuses an e-wallet number that is not a mobile with the binding business message', async () => {
    const sessionid = await signIn('0918 765 4321');
    const { body } = await call(
      t.app,
      endpoints.bindCardNew,
      { cardType: '1', channelNumber: '90006', gcashNumber: '+63 917 123 456' },
      { sessionid },
    );
    expect(body.code).toBe(BUSINESS_CODE.bindFieldInvalid);
    expect(body.message).toBe(
      'GCash number must be a Philippine mobile number, like 0917 123 4567',
    );
  });
});
