import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../../src/modules/operators/password-policy.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV } from '../../helpers/loan.ts';
import {
  addOperator,
  auditRecords,
  OPERATOR_PASSWORD,
  opsRequest,
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
