import { BUSINESS_CODE, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { decryptAccountNumber } from '../../../src/modules/payout/account-secret.ts';
import { call, lastCode, logIn, uniquePhone } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { userIdOf } from '../../helpers/loan.ts';

const BANK = { cardType: '2', bankCode: 'BDO', bankAccountNumber: '001234567890' };

describe('payment-account binding', () => {
  const t = useTestApp();
  const bind = (sessionid: string, fields: Record<string, string>) =>
    call(t.app, endpoints.bindCardNew, fields, { sessionid });
  const accounts = async (sessionid: string) =>
    t.db
      .selectFrom('payout_accounts')
      .selectAll()
      .where('user_id', '=', await userIdOf(t.db, sessionid))
      .execute();

  it('offers the items of every card type, e-wallet (channels from 90006) first', async () => {
    const sessionid = await logIn(t.app);
    const { body } = await call(t.app, endpoints.cardInit, { product_id: '1001' }, { sessionid });
    expect(body.data?.bound).toBe(false);
    const items = body.data?.items ?? [];
    expect(items[0]).toMatchObject({ code: 'cardType', cate: 'enum', cardTypeMi: 0 });
    expect(items[0]?.note[0]).toEqual({ name: 'E-wallet', type: '1' });
    const channel = items.find((item) => item.code === 'channelNumber');
    expect(channel?.note[0]).toEqual({ name: 'GCash', type: '90006' });
    expect(items.some((item) => item.channelNumber === 90006 && item.cate === 'text')).toBe(true);
  });

  it('binds a GCash account: the number encrypted at rest, shown masked, once however often sent', async () => {
    const sessionid = await logIn(t.app);
    const fields = { cardType: '1', channelNumber: '90006', gcashNumber: '09171112222' };
    const first = await bind(sessionid, fields);
    expect(first.body).toEqual({
      code: 0,
      data: { account: 'GCash 0917 *** 2222' },
      message: 'success',
    });
    expect((await bind(sessionid, fields)).body.data).toEqual(first.body.data);
    const rows = await accounts(sessionid);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('09171112222');
    expect(
      decryptAccountNumber(t.app.config.accountEncryptionKey, rows[0]!.number_ciphertext!),
    ).toBe('09171112222');
    const init = await call(t.app, endpoints.cardInit, {}, { sessionid });
    expect(init.body.data).toMatchObject({
      bound: true,
      boundAccount: 'GCash 0917 *** 2222',
    });
  });

  it('refuses bad fields with a clear message and stores nothing', async () => {
    const sessionid = await logIn(t.app);
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ cardType: '1', channelNumber: '90006', gcashNumber: '0917111222a' }, /mobile number/],
      [{ cardType: '1', channelNumber: '90006', gcashNumber: '12345' }, /mobile number/],
      [{ cardType: '1', channelNumber: '90006' }, /GCash number is required/],
      [
        { cardType: '1', channelNumber: '12345', gcashNumber: '09171112222' },
        /E-wallet is not one/,
      ],
      [{ cardType: '9' }, /Account type is not one/],
      [{ ...BANK, bankCode: 'XYZ' }, /Bank is not one/],
      [{ ...BANK, bankAccountNumber: '12-34' }, /digits only/],
    ];
    for (const [fields, message] of cases) {
      const { body } = await bind(sessionid, fields);
      expect(body.code, JSON.stringify(fields)).toBe(BUSINESS_CODE.bindFieldInvalid);
      expect(body.message).toMatch(message);
    }
    expect(await accounts(sessionid)).toEqual([]);
  });

  it('changes a bound account only with a fresh SMS code', async () => {
    const phone = uniquePhone();
    const sessionid = await logIn(t.app, phone);
    await bind(sessionid, { cardType: '1', channelNumber: '90007', mayaNumber: '09998887777' });

    const unconfirmed = await bind(sessionid, BANK);
    expect(unconfirmed.body.code).toBe(BUSINESS_CODE.bindCodeRequired);
    const wrong = await bind(sessionid, { ...BANK, smsCode: '000000' });
    expect(wrong.body.code).toBe(BUSINESS_CODE.loginCodeInvalid);
    expect((await accounts(sessionid))[0]?.account_name).toBe('Maya');

    t.clock.advance(61_000);
    expect((await call(t.app, endpoints.bindCardCode, {}, { sessionid })).body.code).toBe(0);
    const code = await lastCode(t.app, phone);
    // The SMS says what the code is for, not 'login code': a caller asking for it is a scam.
    const sent = await t.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('phone', '=', phone)
      .where('body', 'not like', '%login code%')
      .executeTakeFirstOrThrow();
    expect(sent.body).toMatch(
      /^•••••• is your .+ code to change where your loan is paid\. Never share it/,
    );
    const changed = await call(
      t.app,
      endpoints.bindCardLoanDetail,
      { ...BANK, smsCode: code },
      { sessionid },
    );
    expect(changed.body.data).toEqual({ account: 'BDO Unibank **** **** **** 7890' });
    const rows = await accounts(sessionid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ card_type: 2, bank_code: 'BDO' });
    // The code is used up.
    expect(
      (await bind(sessionid, { ...BANK, bankAccountNumber: '009999999999', smsCode: code })).body
        .code,
    ).toBe(BUSINESS_CODE.loginCodeInvalid);
  });

  it('texts the change code in Filipino to a borrower reading the app in Filipino', async () => {
    const phone = uniquePhone();
    const sessionid = await logIn(t.app, phone);
    const wallet = { cardType: '1', channelNumber: '90006', gcashNumber: '09171112222' };
    expect((await bind(sessionid, wallet)).body.code).toBe(0);
    t.clock.advance(61_000);
    const headers = { 'x-lang': 'fil' };
    expect((await call(t.app, endpoints.bindCardCode, {}, { sessionid, headers })).body.code).toBe(
      0,
    );
    const sent = await t.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('phone', '=', phone)
      .where('body', 'not like', '%login code%')
      .executeTakeFirstOrThrow();
    expect(sent.body).toMatch(
      /^•••••• ang code mo para palitan kung saan ipapadala ng .+ Huwag itong ibigay/,
    );
  });

  it('answers only a live session', async () => {
    const { body } = await call(t.app, endpoints.cardInit, {}, { sessionid: 'nope' });
    expect(body.code).toBe(BUSINESS_CODE.sessionExpired);
  });
});
