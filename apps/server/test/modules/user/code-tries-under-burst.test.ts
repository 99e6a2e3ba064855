import { BUSINESS_CODE, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { LOGIN_CODE_POLICY } from '../../../src/modules/user/login-code.policy.ts';
import {
  type CallResult,
  call,
  lastCode,
  logIn,
  requestCode,
  uniquePhone,
} from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';

const BURST = 100;
const BANK = { cardType: '2', bankCode: 'BDO', bankAccountNumber: '001234567890' };
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** Answers that say the code was compared: a wrong try with its tries left. */
function compared(results: Array<CallResult<unknown>>): number {
  return results.filter((result) => /^Wrong code/.test(result.body.message)).length;
}

describe('a burst of wrong codes is compared no more often than the tries a code has', () => {
  const t = useTestApp();
  const attemptsOf = async (phone: string) =>
    (
      await t.db
        .selectFrom('login_codes')
        .select('attempts')
        .where('phone', '=', phone)
        .where('superseded_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).attempts;

  it(`login: ${BURST} concurrent wrong codes, ${LOGIN_CODE_POLICY.maxWrongAttempts} compared, the right one refused after`, async () => {
    const phone = uniquePhone();
    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    const results = await Promise.all(
      Array.from({ length: BURST }, () =>
        call(t.app, endpoints.login, { phone, code: wrongFor(code) }),
      ),
    );
    expect(compared(results)).toBe(LOGIN_CODE_POLICY.maxWrongAttempts);
    expect(results.filter((r) => r.body.code === BUSINESS_CODE.loginCodeLocked)).toHaveLength(
      BURST - LOGIN_CODE_POLICY.maxWrongAttempts,
    );
    expect(await attemptsOf(phone)).toBe(LOGIN_CODE_POLICY.maxWrongAttempts);
    const right = await call(t.app, endpoints.login, { phone, code });
    expect(right.body.code).toBe(BUSINESS_CODE.loginCodeLocked);
  });

  it(`payout change: ${BURST} concurrent wrong codes, ${LOGIN_CODE_POLICY.maxWrongAttempts} compared, the right one refused after`, async () => {
    const phone = uniquePhone();
    const sessionid = await logIn(t.app, phone);
    const wallet = { cardType: '1', channelNumber: '90006', gcashNumber: '09171112222' };
    expect((await call(t.app, endpoints.bindCardNew, wallet, { sessionid })).body.code).toBe(0);
    t.clock.advance(61_000);
    expect((await call(t.app, endpoints.bindCardCode, {}, { sessionid })).body.code).toBe(0);
    const code = await lastCode(t.app, phone);
    const results = await Promise.all(
      Array.from({ length: BURST }, () =>
        call(
          t.app,
          endpoints.bindCardLoanDetail,
          { ...BANK, smsCode: wrongFor(code) },
          { sessionid },
        ),
      ),
    );
    expect(compared(results)).toBe(LOGIN_CODE_POLICY.maxWrongAttempts);
    expect(await attemptsOf(phone)).toBe(LOGIN_CODE_POLICY.maxWrongAttempts);
    const right = await call(
      t.app,
      endpoints.bindCardLoanDetail,
      { ...BANK, smsCode: code },
      { sessionid },
    );
    expect(right.body.code).toBe(BUSINESS_CODE.loginCodeLocked);
    const account = await t.db
      .selectFrom('payout_accounts')
      .innerJoin('users', 'users.id', 'payout_accounts.user_id')
      .select('payout_accounts.account_name')
      .where('users.phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(account.account_name).toBe('GCash');
  });

  it('a right code in the burst is used once, and the tries left are said one by one', async () => {
    const phone = uniquePhone();
    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    const first = await call(t.app, endpoints.login, { phone, code: wrongFor(code) });
    expect(first.body.message).toBe(
      `Wrong code, ${LOGIN_CODE_POLICY.maxWrongAttempts - 1} tries left`,
    );
    const rights = await Promise.all(
      Array.from({ length: 3 }, () => call(t.app, endpoints.login, { phone, code })),
    );
    expect(rights.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(rights.filter((r) => r.body.code === BUSINESS_CODE.loginCodeInvalid)).toHaveLength(2);
  });
});
