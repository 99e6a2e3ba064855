import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV } from '../../helpers/loan.ts';
import {
  addOperator,
  auditRecords,
  operatorOf,
  opsRequest,
  type SignedIn,
  signIn,
  uniqueEmail,
} from '../../helpers/operators.ts';

describe("an admin changes an operator's role and removes access", () => {
  const t = useTestApp({ env: OPS_ENV });

  const idOf = async (email: string) =>
    (
      await t.db
        .selectFrom('operators')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const write = (as: SignedIn, method: 'PATCH' | 'POST', url: string, body?: unknown) =>
    opsRequest(t.app, { method, url, cookie: as.cookie, csrf: as.csrf, body });
  const sessionOf = (as: SignedIn) =>
    opsRequest(t.app, { method: 'GET', url: '/session', cookie: as.cookie });

  it('resets a lost authenticator: sessions end, the old password no longer signs in, a new link sets up', async () => {
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const support = await operatorOf(t.app, t.clock, 'support');
    const id = await idOf(support.email);
    const reset = await write(admin, 'POST', `/operators/${id}/reset`);
    expect(reset.statusCode).toBe(200);
    expect(reset.body.data).toMatchObject({
      operatorId: id,
      email: support.email,
      role: 'support',
      sessionsEnded: 1,
      tokensRevoked: 0,
      setupLink: expect.stringContaining('/ops/setup#'),
    });
    expect((await sessionOf(support)).statusCode).toBe(401);
    t.clock.advanceSeconds(30);
    await expect(signIn(t.app, support.email, support.secret)).rejects.toThrow(/401|Wrong/);
    const record = (await auditRecords(t.db)).find(
      (row) => row.action === 'POST /api/ops/operators/:operatorId/reset' && row.outcome === 'done',
    );
    expect(record).toMatchObject({ actor: `operator:${admin.email}` });
    expect(JSON.stringify(record)).not.toContain(reset.body.data.setupLink);
    // The new link is the only way back in: a new password and authenticator.
    const link: string = reset.body.data.setupLink;
    const token = link.slice(link.indexOf('#') + 1);
    const setup = await opsRequest(t.app, {
      method: 'POST',
      url: '/setup',
      body: { token, password: 'a new passphrase for the support desk' },
    });
    expect(setup.statusCode).toBe(200);
    // One's own account is changed from one's session, never reset.
    const own = await write(admin, 'POST', `/operators/${await idOf(admin.email)}/reset`);
    expect(own.statusCode).toBe(409);
  });

  it('gives a signed-in operator a new role at once, audited with before and after', async () => {
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const approver = await operatorOf(t.app, t.clock, 'approver');
    const id = await idOf(approver.email);
    const changed = await write(admin, 'PATCH', `/operators/${id}`, { role: 'collector' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data).toMatchObject({ email: approver.email, role: 'collector' });
    const session = await sessionOf(approver);
    expect(session.body.data.role).toBe('collector');
    expect(session.body.data.permissions).not.toContain('orders.decide');
    const decide = await opsRequest(t.app, {
      method: 'POST',
      url: '/orders/PN-NONE/approve',
      cookie: approver.cookie,
      csrf: approver.csrf,
      body: {},
    });
    expect(decide.statusCode).toBe(403);
    const record = (await auditRecords(t.db)).find(
      (row) => row.action === 'PATCH /api/ops/operators/:operatorId' && row.outcome === 'done',
    );
    expect(record).toMatchObject({
      actor: `operator:${admin.email}`,
      target: `operatorId=${id}`,
      before: { email: approver.email, role: 'approver', removed: false },
      after: { email: approver.email, role: 'collector', removed: false },
    });
  });

  it('ends every session of a removed operator at once and refuses their sign-in', async () => {
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const support = await operatorOf(t.app, t.clock, 'support');
    t.clock.advanceSeconds(30);
    const second = await signIn(t.app, support.email, support.secret);
    const id = await idOf(support.email);

    const removed = await write(admin, 'POST', `/operators/${id}/remove`);
    expect(removed.body.data).toMatchObject({ removed: true, sessionsEnded: 2 });
    expect((await sessionOf(support)).statusCode).toBe(401);
    expect((await sessionOf({ ...support, ...second })).statusCode).toBe(401);
    t.clock.advanceSeconds(30);
    await expect(signIn(t.app, support.email, support.secret)).rejects.toThrow(/401|sign-in/);
    const refusal = (await auditRecords(t.db)).at(-1);
    expect(refusal).toMatchObject({ outcome: 'refused', reason: 'access removed' });

    // A retry answers as the first did, with nothing left to end.
    const again = await write(admin, 'POST', `/operators/${id}/remove`);
    expect(again.body.data).toMatchObject({ removed: true, sessionsEnded: 0 });
    const role = await write(admin, 'PATCH', `/operators/${id}`, { role: 'auditor' });
    expect(role.statusCode).toBe(409);
    const readd = await write(admin, 'POST', '/operators', {
      email: support.email,
      role: 'support',
    });
    expect(readd.statusCode).toBe(409);
    const list = await opsRequest(t.app, {
      method: 'GET',
      url: '/operators',
      cookie: admin.cookie,
    });
    expect(
      list.body.data.operators.find((row: { email: string }) => row.email === support.email),
    ).toMatchObject({ id, removed: true, active: true });
  });

  it('refuses to remove or demote the last admin with access, with the reason, audited', async () => {
    const admins = await t.db
      .selectFrom('operators')
      .select('id')
      .where('role', '=', 'admin')
      .where('removed_at', 'is', null)
      .execute();
    const last = await operatorOf(t.app, t.clock, 'admin');
    // An admin added but never set up cannot sign in: they do not count.
    await addOperator(t.app, uniqueEmail('unfinished-admin'), 'admin');
    // Every other admin goes first, by the last one.
    for (const { id } of admins) {
      expect((await write(last, 'POST', `/operators/${id}/remove`)).statusCode).toBe(200);
    }
    const lastId = await idOf(last.email);
    const demote = await write(last, 'PATCH', `/operators/${lastId}`, { role: 'auditor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.body.message).toMatch(/last administrator/);
    const remove = await write(last, 'POST', `/operators/${lastId}/remove`);
    expect(remove.statusCode).toBe(409);
    expect((await auditRecords(t.db)).at(-1)).toMatchObject({
      action: 'POST /api/ops/operators/:operatorId/remove',
      outcome: 'failed',
    });
    expect((await sessionOf(last)).body.data.role).toBe('admin');

    // A second admin makes the first one removable.
    const next = await operatorOf(t.app, t.clock, 'admin', uniqueEmail('next-admin'));
    expect((await write(next, 'POST', `/operators/${lastId}/remove`)).statusCode).toBe(200);
    expect((await sessionOf(last)).statusCode).toBe(401);
  });

  it('lets only one of two admins removing each other at once succeed', async () => {
    const first = await operatorOf(t.app, t.clock, 'admin');
    const second = await operatorOf(t.app, t.clock, 'admin');
    const [firstId, secondId] = [await idOf(first.email), await idOf(second.email)];
    const others = await t.db
      .selectFrom('operators')
      .select('id')
      .where('role', '=', 'admin')
      .where('removed_at', 'is', null)
      .where('id', 'not in', [firstId, secondId])
      .execute();
    for (const { id } of others) await write(first, 'POST', `/operators/${id}/remove`);
    const answers = await Promise.all([
      write(first, 'POST', `/operators/${secondId}/remove`),
      write(second, 'POST', `/operators/${firstId}/remove`),
    ]);
    // The other is refused: the last admin (409), or its own session already ended (401).
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect([401, 409]).toContain(statuses.find((status) => status !== 200));
    const left = await t.db
      .selectFrom('operators')
      .select('email')
      .where('role', '=', 'admin')
      .where('removed_at', 'is', null)
      .execute();
    expect(left).toHaveLength(1);
  });

  it('answers 404 for an unknown operator and 400 for an id that is not one', async () => {
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const unknown = await write(admin, 'PATCH', '/operators/00000000-0000-4000-8000-000000000000', {
      role: 'auditor',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await write(admin, 'POST', '/operators/not-an-id/remove');
    expect(bad.statusCode).toBe(400);
  });
});
