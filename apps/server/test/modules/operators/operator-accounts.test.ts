import { DEMO_ORDER_IDS, ORDER_STATUS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { logIn, uniqueIp } from '../../helpers/api.ts';
import { buildTestApp, useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops, pushOk, statusOf } from '../../helpers/loan.ts';
import {
  addOperator,
  auditCount,
  auditRecords,
  OPERATOR_PASSWORD,
  operatorOf,
  opsRequest,
  secretOf,
  signIn,
  totpAt,
  uniqueEmail,
} from '../../helpers/operators.ts';

describe('operator accounts', () => {
  const t = useTestApp({ env: OPS_ENV });
  const lastAudit = async () => (await auditRecords(t.db)).at(-1);
  const sessionCount = async () =>
    (await t.db.selectFrom('operator_sessions').select('id').execute()).length;

  it('sets an account up through its link once: password, TOTP shown once, first code', async () => {
    const email = uniqueEmail('approver');
    const { link, token } = await addOperator(t.app, email, 'approver');
    expect(link).toMatch(/^http:\/\/localhost:8080\/ops\/setup#[\w-]{43}$/);
    const stored = await t.db.selectFrom('operator_setup_links').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const setup = await opsRequest(t.app, {
      method: 'POST',
      url: '/setup',
      body: { token, password: OPERATOR_PASSWORD },
    });
    expect(setup.statusCode).toBe(200);
    const uri: string = setup.body.data.otpauthUri;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Loan%20Back%20Office:/);
    const secret = secretOf(uri);
    const row = await t.db
      .selectFrom('operators')
      .select(['password_hash', 'totp_secret', 'activated_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    expect(row.activated_at).toBeNull();

    // The secret is shown once: the link cannot start again.
    const again = await opsRequest(t.app, {
      method: 'POST',
      url: '/setup',
      body: { token, password: OPERATOR_PASSWORD },
    });
    expect(again.statusCode).toBe(410);
    expect(await lastAudit()).toMatchObject({ action: 'POST /api/ops/setup', outcome: 'refused' });

    const wrong = await opsRequest(t.app, {
      method: 'POST',
      url: '/setup/confirm',
      body: { token, code: await totpAt(t.app, secret, 5) },
    });
    expect(wrong.statusCode).toBe(401);
    const confirm = { token, code: await totpAt(t.app, secret) };
    const confirmed = await opsRequest(t.app, {
      method: 'POST',
      url: '/setup/confirm',
      body: confirm,
    });
    expect(confirmed.body.data).toEqual({ email, role: 'approver' });
    const used = await opsRequest(t.app, { method: 'POST', url: '/setup/confirm', body: confirm });
    expect(used.statusCode).toBe(410);
    expect(used.body.message).toMatch(/unknown, used or expired/);
  });

  it('ends a link after 24 hours', async () => {
    const { token } = await addOperator(t.app, uniqueEmail(), 'support');
    t.clock.advance(24 * 3_600_000 + 1000);
    const late = await opsRequest(t.app, {
      method: 'POST',
      url: '/setup',
      body: { token, password: OPERATOR_PASSWORD },
    });
    expect(late.statusCode).toBe(410);
  });

  it('signs in with password and TOTP: an httpOnly SameSite=Strict cookie, 30 idle minutes', async () => {
    const me = await operatorOf(t.app, t.clock, 'approver');
    expect(me.cookie).toMatch(/^ops_session=[\w-]{43}$/);
    const session = await opsRequest(t.app, { method: 'GET', url: '/session', cookie: me.cookie });
    expect(session.body.data).toMatchObject({
      email: me.email,
      role: 'approver',
      csrfToken: me.csrf,
    });
    expect(session.body.data.permissions).toContain('orders.decide');
    const orders = await opsRequest(t.app, { method: 'GET', url: '/orders', cookie: me.cookie });
    expect(orders.statusCode).toBe(200);

    t.clock.advance(29 * 60_000);
    expect(
      (await opsRequest(t.app, { method: 'GET', url: '/clock', cookie: me.cookie })).statusCode,
    ).toBe(200);
    t.clock.advance(31 * 60_000);
    expect(
      (await opsRequest(t.app, { method: 'GET', url: '/clock', cookie: me.cookie })).statusCode,
    ).toBe(401);
  });

  it('sets the cookie Secure with the __Host- prefix unless served over http on loopback in development', async () => {
    const setCookieOf = async (app: typeof t.app, me: { email: string; secret: string }) => {
      t.clock.advanceSeconds(30);
      const raw = await app.inject({
        method: 'POST',
        url: '/api/ops/session',
        remoteAddress: uniqueIp(),
        payload: {
          email: me.email,
          password: OPERATOR_PASSWORD,
          code: await totpAt(app, me.secret),
        },
      });
      return String(raw.headers['set-cookie']);
    };
    const local = await operatorOf(t.app, t.clock, 'auditor');
    expect(await setCookieOf(t.app, local)).toMatch(
      /^ops_session=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    const app = await buildTestApp({
      db: t.db,
      clock: t.clock,
      env: { ...OPS_ENV, PUBLIC_URL: 'https://ops.lender.example' },
    });
    try {
      const me = await operatorOf(app, t.clock, 'auditor');
      expect(me.cookie).toMatch(/^__Host-ops_session=/);
      const response = await opsRequest(app, { method: 'GET', url: '/session', cookie: me.cookie });
      expect(response.statusCode).toBe(200);
      expect(await setCookieOf(app, me)).toMatch(
        /^__Host-ops_session=[\w-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
      );
    } finally {
      await app.close();
    }
  });

  it('refuses a wrong password, a wrong code and a replayed code alike: audited, no session', async () => {
    const me = await operatorOf(t.app, t.clock, 'collector');
    t.clock.advanceSeconds(30);
    const sessions = await sessionCount();
    const attempt = async (password: string, code: string) => {
      const result = await opsRequest(t.app, {
        method: 'POST',
        url: '/session',
        ip: uniqueIp(),
        body: { email: me.email, password, code },
      });
      return { result, audit: await lastAudit() };
    };
    const goodCode = await totpAt(t.app, me.secret);
    const wrongPassword = await attempt('not the password at all', goodCode);
    expect(wrongPassword.result.statusCode).toBe(401);
    expect(wrongPassword.result.body.message).toBe('Wrong email, password or code');
    expect(wrongPassword.audit).toMatchObject({
      outcome: 'refused',
      reason: 'wrong password',
      target: `email=${me.email}`,
    });

    const wrongCode = await attempt(OPERATOR_PASSWORD, goodCode === '000000' ? '111111' : '000000');
    expect(wrongCode.result.statusCode).toBe(401);
    expect(wrongCode.audit).toMatchObject({ outcome: 'refused', reason: 'wrong TOTP' });

    // The code just used for a sign-in, and one of the step before, are replays.
    await signIn(t.app, me.email, me.secret, { code: goodCode });
    const replayed = await attempt(OPERATOR_PASSWORD, goodCode);
    expect(replayed.result.statusCode).toBe(401);
    expect(replayed.audit).toMatchObject({ outcome: 'refused', reason: 'replayed TOTP' });
    const earlier = await attempt(OPERATOR_PASSWORD, await totpAt(t.app, me.secret, -1));
    expect(earlier.audit).toMatchObject({ reason: 'replayed TOTP' });
    expect(await sessionCount()).toBe(sessions + 1);
  });

  it('lets one of two simultaneous sign-ins with the same code through, never both', async () => {
    const me = await operatorOf(t.app, t.clock, 'support');
    t.clock.advanceSeconds(30);
    const body = {
      email: me.email,
      password: OPERATOR_PASSWORD,
      code: await totpAt(t.app, me.secret),
    };
    const both = await Promise.all(
      [uniqueIp(), uniqueIp()].map((ip) =>
        opsRequest(t.app, { method: 'POST', url: '/session', ip, body }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('checks no more of a burst of 100 concurrent codes than five tries one after another', async () => {
    const me = await operatorOf(t.app, t.clock, 'support');
    t.clock.advanceSeconds(30);
    const right = await totpAt(t.app, me.secret);
    const ip = uniqueIp();
    // The right password with 99 wrong codes and the right one last.
    const codes = Array.from({ length: 100 }, (_, i) =>
      i === 99 ? right : String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const burst = await Promise.all(
      codes.map((code) =>
        opsRequest(t.app, {
          method: 'POST',
          url: '/session',
          ip,
          body: { email: me.email, password: OPERATOR_PASSWORD, code },
        }),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checked.length);
    expect(checked.every((status) => status === 401 || status === 200)).toBe(true);
  });

  it('slows failures per email and address, without locking the operator out elsewhere', async () => {
    const me = await operatorOf(t.app, t.clock, 'support');
    const stranger = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      const failed = await opsRequest(t.app, {
        method: 'POST',
        url: '/session',
        ip: stranger,
        body: { email: me.email, password: 'guessing wrong', code: '123456' },
      });
      expect(failed.statusCode).toBe(401);
    }
    t.clock.advanceSeconds(20);
    const right = {
      email: me.email,
      password: OPERATOR_PASSWORD,
      code: await totpAt(t.app, me.secret, 1),
    };
    const held = await opsRequest(t.app, {
      method: 'POST',
      url: '/session',
      ip: stranger,
      body: right,
    });
    expect(held.statusCode).toBe(429);
    expect(held.body.message).toMatch(/try again in 10 s/);
    expect(await lastAudit()).toMatchObject({
      outcome: 'refused',
      reason: 'backoff after 5 failures',
    });
    // The operator, from their own address, signs in at once.
    t.clock.advanceSeconds(10);
    const own = await opsRequest(t.app, {
      method: 'POST',
      url: '/session',
      ip: uniqueIp(),
      body: right,
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a write without its session CSRF token, or with a stale one: audited, nothing changed', async () => {
    const me = await operatorOf(t.app, t.clock, 'approver');
    const order = await pushOk(t.app, await logIn(t.app));
    const approve = (csrf?: string, cookie = me.cookie) =>
      opsRequest(t.app, {
        method: 'POST',
        url: `/orders/${order}/approve`,
        body: {},
        cookie,
        csrf,
      });

    expect((await approve()).statusCode).toBe(403);
    const signedOut = await opsRequest(t.app, {
      method: 'DELETE',
      url: '/session',
      cookie: me.cookie,
      csrf: me.csrf,
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await approve(me.csrf)).statusCode).toBe(401);

    t.clock.advanceSeconds(30);
    const next = await signIn(t.app, me.email, me.secret);
    const before = await auditCount(t.db);
    const stale = await approve(me.csrf, next.cookie);
    expect(stale.statusCode).toBe(403);
    expect(stale.body.message).toMatch(/stale CSRF token/);
    expect(await auditCount(t.db)).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      actor: `operator:${me.email}`,
      action: 'POST /api/ops/orders/:orderId/approve',
      outcome: 'refused',
      reason: 'stale or missing CSRF token',
      target: `orderId=${order}`,
    });
    expect(await statusOf(t.app, order)).toBe(ORDER_STATUS.underReview);

    // With the session's own token the approval goes through, recorded with before and after.
    const done = await approve(next.csrf, next.cookie);
    expect(done.body.data.events.at(-1)).toMatchObject({
      actor: `ops:${me.email}`,
      from: 110,
      to: 151,
    });
    expect(await lastAudit()).toMatchObject({
      outcome: 'done',
      before: { status: 110, statusName: 'under review' },
      after: expect.objectContaining({ orderId: order, status: 151 }),
    });
  });

  it('refuses a role outside its permission: audited, nothing changed', async () => {
    const me = await operatorOf(t.app, t.clock, 'collector');
    const order = await pushOk(t.app, await logIn(t.app));
    const statusBefore = await statusOf(t.app, order);
    const refused = await opsRequest(t.app, {
      method: 'POST',
      url: `/orders/${order}/reject`,
      body: {},
      cookie: me.cookie,
      csrf: me.csrf,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('The collector role may not do this (orders.decide)');
    expect(await lastAudit()).toMatchObject({
      outcome: 'refused',
      reason: 'role collector lacks orders.decide',
    });
    expect(await statusOf(t.app, order)).toBe(statusBefore);
  });

  it('gives scoped tokens a name and a role; X-Operator only with the automation token', async () => {
    const created = await ops(t.app, 'POST', '/tokens', {
      body: { name: 'nightly-export', role: 'auditor' },
    });
    const token: string = created.body.data.token;
    expect(await lastAudit()).toMatchObject({
      actor: 'token:automation',
      after: { name: 'nightly-export', role: 'auditor' },
    });
    expect(JSON.stringify(await auditRecords(t.db))).not.toContain(token);
    expect((await ops(t.app, 'GET', '/audit?limit=1', { token })).statusCode).toBe(200);
    const refused = await ops(t.app, 'POST', `/orders/${DEMO_ORDER_IDS.underReview}/approve`, {
      token,
    });
    expect(refused.statusCode).toBe(403);
    expect(await lastAudit()).toMatchObject({ actor: 'token:nightly-export', outcome: 'refused' });
    const named = await ops(t.app, 'GET', '/clock', { token, operator: 'ana' });
    expect(named.statusCode).toBe(400);
    expect(
      (await ops(t.app, 'POST', '/tokens', { body: { name: 'nightly-export', role: 'admin' } }))
        .statusCode,
    ).toBe(409);
  });
});
