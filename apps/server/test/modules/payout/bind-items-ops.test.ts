import { endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV } from '../../helpers/loan.ts';
import { operatorOf, opsRequest } from '../../helpers/operators.ts';

describe('the payout form’s texts in the back office', () => {
  const t = useTestApp({ env: OPS_ENV });

  it('edits a field in English and Filipino; the borrower reads the one in their language', async () => {
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const list = await opsRequest(t.app, {
      method: 'GET',
      url: '/bind-items',
      cookie: admin.cookie,
    });
    expect(list.body.data.items.find((i: { code: string }) => i.code === 'cardType')).toMatchObject(
      {
        title: 'Account type',
        title_fil: 'Uri ng account',
        note_fil: [
          { name: 'E-wallet', type: '1' },
          { name: 'Account sa bangko', type: '2' },
        ],
      },
    );
    const changed = await opsRequest(t.app, {
      method: 'PATCH',
      url: '/bind-items/cardType',
      body: {
        title: 'Where your money goes',
        title_fil: 'Saan mapupunta ang pera mo',
        subtitle_fil: '',
        note_fil: [
          { name: 'E-wallet (GCash, Maya)', type: '1' },
          { name: 'Bangko', type: '2' },
        ],
      },
      cookie: admin.cookie,
      csrf: admin.csrf,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data).toMatchObject({ subtitle_fil: null });

    const sessionid = await logIn(t.app);
    const field = async (lang: 'en' | 'fil') =>
      (
        await call(t.app, endpoints.cardInit, {}, { sessionid, headers: { 'x-lang': lang } })
      ).body.data!.items.find((i) => i.code === 'cardType')!;
    expect(await field('fil')).toMatchObject({
      title: 'Saan mapupunta ang pera mo',
      subtitle: 'Where we send your loan',
      note: [
        { name: 'E-wallet (GCash, Maya)', type: '1' },
        { name: 'Bangko', type: '2' },
      ],
    });
    expect(await field('en')).toMatchObject({
      title: 'Where your money goes',
      note: [
        { name: 'E-wallet', type: '1' },
        { name: 'Bank account', type: '2' },
      ],
    });
  });
});
