import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../../src/modules/operators/password-policy.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV } from '../../helpers/loan.ts';
import {
  addOperator,
  auditRecords,
  OPERATOR_PASSWORD,
  operatorOf,
  opsRequest,
  type SignedIn,
  signIn,
  totpAt,
  uniqueEmail,
} from '../../helpers/operators.ts';

describe('operator passwords', () => {
  const t = useTestApp({ env: OPS_ENV });

  it('refuses 12 letters of one kind, common and breached passwords and the own email; the link stays usable', async () => {
    const email = uniqueEmail('approver');
    const { token } = await addOperator(t.app, email, 'approver');
    const setup = (password: string) =>
      opsRequest(t.app, { method: 'POST', url: '/setup', body: { token, password } });

    const short = await setup('Xq7#kP2!mZ9');
    expect(short.statusCode).toBe(400);
    const oneLetter = await setup('aaaaaaaaaaaa');
    expect(oneLetter.statusCode).toBe(400);
    expect(oneLetter.body.message).toBe(
      'Invalid request: This password is too easy to guess (a repeated character): use a longer passphrase of unrelated words',
    );
    for (const common of ['password1234', 'qwertyuiop123', 'iloveyou12345', `${email}1`]) {
      expect((await setup(common)).statusCode, common).toBe(400);
    }
    const refusal = (await auditRecords(t.db)).at(-1);
    expect(refusal).toMatchObject({
      action: 'POST /api/ops/setup',
      outcome: 'refused',
      reason: 'password too easy to guess',
    });
    expect(JSON.stringify(await auditRecords(t.db))).not.toContain('iloveyou12345');

    const good = await setup(OPERATOR_PASSWORD);
    expect(good.statusCode).toBe(200);
  });

  it('accepts long passphrases of unrelated words, Filipino ones included', () => {
    for (const password of [
      'tama-na-ang-kape-sa-umaga',
      'Maligayang-pasko-2026',
      'violet lantern quarry mango',
    ]) {
      expect(passwordProblem(password, 'ana@lender.example'), password).toBeNull();
    }
  });
});

describe("a signed-in operator's password change", () => {
  const t = useTestApp({ env: OPS_ENV });
  const NEW_PASSWORD = 'violet lantern quarry mango';

  const change = (as: SignedIn, body: Record<string, string>, csrf = as.csrf) =>
    opsRequest(t.app, {
      method: 'POST',
      url: '/session/password',
      cookie: as.cookie,
      csrf,
      body: { currentPassword: OPERATOR_PASSWORD, newPassword: NEW_PASSWORD, ...body },
    });

  it('needs the current password and a fresh code; ends the other sessions; the new password signs in', async () => {
    const me = await operatorOf(t.app, t.clock, 'support');
    t.clock.advanceSeconds(30);
    const other = await signIn(t.app, me.email, me.secret);
    t.clock.advanceSeconds(30);
    const code = await totpAt(t.app, me.secret);

    const noCsrf = await change(me, { code }, 'stale');
    expect(noCsrf.statusCode).toBe(403);
    const wrong = await change(me, { code, currentPassword: 'not my password at all' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body.message).toBe('Wrong current password or code');
    const weak = await change(me, { code, newPassword: 'aaaaaaaaaaaa' });
    expect(weak.statusCode).toBe(400);
    const badCode = await change(me, { code: code === '000000' ? '111111' : '000000' });
    expect(badCode.statusCode).toBe(403);
    expect((await auditRecords(t.db)).slice(-4).map((row) => [row.outcome, row.reason])).toEqual([
      ['refused', 'stale or missing CSRF token'],
      ['refused', 'wrong password'],
      ['refused', 'new password refused'],
      ['refused', 'wrong TOTP'],
    ]);

    const changed = await change(me, { code });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data).toEqual({ email: me.email, otherSessionsEnded: 1 });
    expect((await auditRecords(t.db)).at(-1)).toMatchObject({
      actor: `operator:${me.email}`,
      action: 'POST /api/ops/session/password',
      outcome: 'done',
      after: { passwordChanged: true, otherSessionsEnded: 1 },
    });
    // The code is used up: the same one cannot change it again.
    const replay = await change(me, {
      code,
      currentPassword: NEW_PASSWORD,
      newPassword: 'quiet harbor velvet stone',
    });
    expect(replay.statusCode).toBe(403);

    const session = (as: { cookie: string }) =>
      opsRequest(t.app, { method: 'GET', url: '/session', cookie: as.cookie });
    expect((await session(me)).statusCode).toBe(200);
    expect((await session(other)).statusCode).toBe(401);
    t.clock.advanceSeconds(30);
    await expect(signIn(t.app, me.email, me.secret)).rejects.toThrow(/sign-in/);
    t.clock.advanceSeconds(30);
    const fresh = await signIn(t.app, me.email, me.secret, { password: NEW_PASSWORD });
    expect(fresh.csrf).toBeTruthy();
  });
});
