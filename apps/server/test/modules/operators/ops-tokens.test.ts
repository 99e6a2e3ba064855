import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops } from '../../helpers/loan.ts';
import {
  auditRecords,
  operatorOf,
  opsRequest,
  type SignedIn,
  uniqueEmail,
} from '../../helpers/operators.ts';

describe('bearer tokens: owned, expiring, listed and revoked', () => {
  const t = useTestApp({ env: OPS_ENV });

  const write = (as: SignedIn, url: string, body?: unknown, method: 'POST' | 'PATCH' = 'POST') =>
    opsRequest(t.app, { method, url, cookie: as.cookie, csrf: as.csrf, body });
  const bearer = (token: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
    opsRequest(t.app, { method, url, body, headers: { authorization: `Bearer ${token}` } });
  const idOf = async (email: string) =>
    (
      await t.db
        .selectFrom('operators')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const newAdmin = (token: string) =>
    bearer(token, 'POST', '/operators', { email: uniqueEmail('admin'), role: 'admin' });
  const listed = async (name: string) =>
    (await ops(t.app, 'GET', '/tokens')).body.data.tokens.find(
      (token: { name: string }) => token.name === name,
    );

  it("ends with its owner's removal: the removed admin's token can no longer create an admin", async () => {
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const other = await operatorOf(t.app, t.clock, 'admin');
    const made = await write(admin, '/tokens', { name: 'deploy-bot', role: 'admin' });
    expect(made.statusCode).toBe(200);
    expect(made.body.data).toMatchObject({
      name: 'deploy-bot',
      role: 'admin',
      owner: admin.email,
      createdBy: `operator:${admin.email}`,
      state: 'live',
    });
    const token: string = made.body.data.token;
    // A token it makes is the same operator's: it ends with them too.
    const chained = await bearer(token, 'POST', '/tokens', { name: 'deploy-bot-2', role: 'admin' });
    expect(chained.body.data.owner).toBe(admin.email);
    expect((await newAdmin(token)).statusCode).toBe(200);

    const removed = await write(other, `/operators/${await idOf(admin.email)}/remove`);
    expect(removed.body.data).toMatchObject({ removed: true, tokensRevoked: 2 });

    const refused = await newAdmin(token);
    expect(refused.statusCode).toBe(401);
    expect((await newAdmin(chained.body.data.token)).statusCode).toBe(401);
    const refusal = (await auditRecords(t.db)).at(-1);
    expect(refusal).toMatchObject({
      actor: 'token:deploy-bot-2',
      action: 'POST /api/ops/operators',
      outcome: 'refused',
      reason: 'token revoked',
    });
    expect(await listed('deploy-bot')).toMatchObject({
      state: 'revoked',
      revokedBy: `operator:${other.email}`,
    });
  });

  it('lasts 90 days unless said, a year at most, and is refused on a read and a write once expired', async () => {
    const short = await ops(t.app, 'POST', '/tokens', {
      body: { name: 'short-lived', role: 'admin', expiresInDays: 1 },
    });
    const made = Date.parse(short.body.data.createdAt);
    expect(Date.parse(short.body.data.expiresAt) - made).toBe(86_400_000);
    expect(short.body.data.owner).toBeNull();
    const usual = await ops(t.app, 'POST', '/tokens', { body: { name: 'usual', role: 'auditor' } });
    expect(Date.parse(usual.body.data.expiresAt) - Date.parse(usual.body.data.createdAt)).toBe(
      90 * 86_400_000,
    );
    const tooLong = await ops(t.app, 'POST', '/tokens', {
      body: { name: 'forever', role: 'admin', expiresInDays: 366 },
    });
    expect(tooLong.statusCode).toBe(400);

    const token: string = short.body.data.token;
    expect((await bearer(token, 'GET', '/operators')).statusCode).toBe(200);
    t.clock.advance(86_400_000);
    expect((await bearer(token, 'GET', '/operators')).statusCode).toBe(401);
    expect((await newAdmin(token)).statusCode).toBe(401);
    const refusals = (await auditRecords(t.db)).slice(-2);
    expect(refusals).toMatchObject([
      { actor: 'token:short-lived', action: 'GET /api/ops/operators', reason: 'token expired' },
      { actor: 'token:short-lived', action: 'POST /api/ops/operators', reason: 'token expired' },
    ]);
    expect(await listed('short-lived')).toMatchObject({ state: 'expired' });
  });

  it('is refused on a read and a write once revoked; the revocation is audited with before and after', async () => {
    const made = await ops(t.app, 'POST', '/tokens', {
      body: { name: 'to-revoke', role: 'admin' },
    });
    const token: string = made.body.data.token;
    expect((await bearer(token, 'GET', '/tokens')).statusCode).toBe(200);
    const revoked = await ops(t.app, 'POST', '/tokens/to-revoke/revoke');
    expect(revoked.body.data).toMatchObject({
      state: 'revoked',
      revokedNow: true,
      revokedBy: 'token:automation',
    });
    expect((await bearer(token, 'GET', '/tokens')).statusCode).toBe(401);
    expect((await newAdmin(token)).statusCode).toBe(401);
    const records = await auditRecords(t.db);
    const revocation = records.find(
      (row) => row.action === 'POST /api/ops/tokens/:name/revoke' && row.outcome === 'done',
    );
    expect(revocation).toMatchObject({
      actor: 'token:automation',
      target: 'name=to-revoke',
      before: { name: 'to-revoke', state: 'live' },
      after: { name: 'to-revoke', state: 'revoked' },
    });
    expect(records.slice(-2)).toMatchObject([
      { actor: 'token:to-revoke', outcome: 'refused', reason: 'token revoked' },
      { actor: 'token:to-revoke', outcome: 'refused', reason: 'token revoked' },
    ]);
    expect(JSON.stringify(records)).not.toContain(token);
    const unknown = await ops(t.app, 'POST', '/tokens/no-such-token/revoke');
    expect(unknown.statusCode).toBe(404);
  });

  it('is revoked once by 50 concurrent revocations', async () => {
    await ops(t.app, 'POST', '/tokens', { body: { name: 'raced', role: 'support' } });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => ops(t.app, 'POST', '/tokens/raced/revoke')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.filter((answer) => answer.body.data.revokedNow)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.data.revokedAt)).size).toBe(1);
  });

  it("notes a token's use at most once a minute, and audits its requests under its name", async () => {
    const made = await ops(t.app, 'POST', '/tokens', { body: { name: 'busy', role: 'auditor' } });
    const token: string = made.body.data.token;
    const lastUsed = async () =>
      (
        await t.db
          .selectFrom('ops_tokens')
          .select('last_used_at')
          .where('name', '=', 'busy')
          .executeTakeFirstOrThrow()
      ).last_used_at?.toISOString();
    expect(await lastUsed()).toBeUndefined();
    const first = t.clock.now().toISOString();
    await bearer(token, 'GET', '/audit');
    expect(await lastUsed()).toBe(first);
    t.clock.advanceSeconds(59);
    await bearer(token, 'GET', '/audit');
    expect(await lastUsed()).toBe(first);
    t.clock.advanceSeconds(2);
    await bearer(token, 'GET', '/audit');
    expect(await lastUsed()).toBe(t.clock.now().toISOString());
    const lines = (await auditRecords(t.db)).filter((row) => row.actor === 'token:busy');
    expect(lines).toHaveLength(3);
    expect(lines.every((row) => row.outcome === 'done')).toBe(true);
  });

  it('ends the tokens of an admin who becomes another role', async () => {
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const made = await write(admin, '/tokens', { name: 'demoted-bot', role: 'admin' });
    const other = await operatorOf(t.app, t.clock, 'admin');
    const demoted = await write(
      other,
      `/operators/${await idOf(admin.email)}`,
      { role: 'support' },
      'PATCH',
    );
    expect(demoted.body.data).toMatchObject({ role: 'support', tokensRevoked: 1 });
    expect((await bearer(made.body.data.token, 'GET', '/tokens')).statusCode).toBe(401);
  });
});
