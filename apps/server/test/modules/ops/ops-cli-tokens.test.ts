import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops } from '../../helpers/loan.ts';
import { runCli } from '../../helpers/ops-cli.ts';

describe('ops CLI: tokens', () => {
  const t = useTestApp({ env: OPS_ENV });

  const run = (args: string[]) => runCli(t.app, args);

  it('adds a token for some days, lists it and revokes it once', async () => {
    const added = await run(['tokens', 'add', 'report-bot', '--role', 'auditor', '--days', '30']);
    expect(added.code).toBe(0);
    const token = added.out.split('\n')[1]?.trim() ?? '';
    const expiresAt = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString();
    expect(added.out).toContain(`it expires at ${expiresAt}`);
    expect((await run(['tokens', 'add', 'x-bot', '--role', 'auditor', '--days', '400'])).code).toBe(
      1,
    );

    const list = await run(['tokens', 'list']);
    expect(list.out.split('\n')[0]).toBe(
      'NAME\tROLE\tSTATE\tOWNER\tCREATED\tEXPIRES\tLAST USED\tREVOKED',
    );
    expect(list.out).toMatch(
      new RegExp(
        `^report-bot\\tauditor\\tlive\\ttoken:automation\\t\\S+\\t${expiresAt}\\t-\\t-$`,
        'm',
      ),
    );

    const revoked = await run(['tokens', 'revoke', 'report-bot']);
    expect(revoked.out).toBe('token report-bot: revoked, refused from its next request on');
    const again = await run(['tokens', 'revoke', 'report-bot']);
    expect(again.out).toMatch(/^token report-bot: already revoked at \S+ by token:automation$/);
    expect((await ops(t.app, 'GET', '/audit', { token })).statusCode).toBe(401);
    expect((await run(['tokens', 'list'])).out).toMatch(/^report-bot\tauditor\trevoked\t/m);

    expect((await run(['tokens', 'revoke', 'no-such-bot'])).code).toBe(1);
    expect((await run(['tokens', 'revoke'])).code).toBe(2);
    expect((await run(['tokens', 'forget', 'report-bot'])).code).toBe(2);
  });
});
