import {
  BUSINESS_CODE,
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  type Envelope,
  endpoints,
  type ResponseOf,
} from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, lastCode, requestCode, uniquePhone } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower } from '../../helpers/loan.ts';

type Details = ResponseOf<typeof endpoints.loanDetails>;

describe('the language a borrower is answered in', () => {
  const t = useTestApp();
  let sessionid: string;
  beforeAll(async () => {
    sessionid = await logInDemoBorrower(t.app);
  });

  /** The overdue order's page as the app asks for it, with these extras. */
  async function orderPage(extra: { lang?: string; headers?: Record<string, string> } = {}) {
    const query: Record<string, string> = { sessionid };
    if (extra.lang) query.lang = extra.lang;
    const response = await t.app.inject({
      method: endpoints.loanDetails.method,
      url: endpoints.loanDetails.path,
      query,
      headers: extra.headers ?? {},
      payload: { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.overdue },
    });
    const body = response.json<Envelope<Details>>();
    return body.data?.userOrderDetail.detail.map((row) => row.text) ?? [];
  }
  const ENGLISH = 'Loan amount';
  const FILIPINO = 'Halaga ng loan';
  const save = (lang: 'en' | 'fil') => call(t.app, endpoints.languageSave, { lang }, { sessionid });

  it('follows Accept-Language while nothing is saved', async () => {
    expect(await orderPage()).toContain(ENGLISH);
    expect(
      await orderPage({ headers: { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.8' } }),
    ).toContain(FILIPINO);
  });

  it('puts the saved choice over Accept-Language', async () => {
    expect((await save('en')).body.data).toEqual({ lang: 'en' });
    expect(await orderPage({ headers: { 'accept-language': 'fil-PH' } })).toContain(ENGLISH);
    await save('fil');
    expect(await orderPage({ headers: { 'accept-language': 'en' } })).toContain(FILIPINO);
  });

  it('puts the page query (or the app header carrying it) over the saved choice', async () => {
    await save('fil');
    expect(await orderPage({ lang: 'en' })).toContain(ENGLISH);
    expect(await orderPage({ headers: { 'x-lang': 'en', 'accept-language': 'fil' } })).toContain(
      ENGLISH,
    );
    await save('en');
    expect(await orderPage({ lang: 'fil', headers: { 'accept-language': 'en' } })).toContain(
      FILIPINO,
    );
    // A language we do not speak is no choice: the saved one holds.
    expect(await orderPage({ lang: 'de' })).toContain(ENGLISH);
  });

  it('says business errors in the chosen language', async () => {
    const expired = await t.app.inject({
      method: endpoints.myLoans.method,
      url: endpoints.myLoans.path,
      query: { sessionid: 'no-such-session', lang: 'fil' },
      payload: {},
    });
    expect(expired.json()).toMatchObject({
      code: BUSINESS_CODE.sessionExpired,
      message: 'Nag-expire na ang session mo. Mag-log in ulit.',
    });
  });

  it('keeps a borrower’s choice to themselves', async () => {
    const refused = await call(t.app, endpoints.languageSave, { lang: 'xx' }, { sessionid });
    expect(refused.body.code).toBe(BUSINESS_CODE.invalidRequest);
    const anonymous = await call(t.app, endpoints.languageSave, { lang: 'fil' });
    expect(anonymous.body.code).toBe(BUSINESS_CODE.sessionExpired);
  });

  it('keeps the language a new borrower signed in with as their choice', async () => {
    const phone = uniquePhone();
    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    const signedIn = await call(t.app, endpoints.login, { phone, code, lang: 'fil' });
    const newcomer = signedIn.body.data?.sessionid ?? '';
    expect(newcomer).not.toBe('');
    const savedRow = await t.db
      .selectFrom('borrower_languages')
      .select('lang')
      .innerJoin('users', 'users.id', 'borrower_languages.user_id')
      .where('users.phone', '=', phone)
      .executeTakeFirst();
    expect(savedRow?.lang).toBe('fil');
  });

  it('refuses a sign-in language it does not speak, and keeps none', async () => {
    const phone = uniquePhone();
    await requestCode(t.app, phone);
    const code = await lastCode(t.app, phone);
    const refused = await call(t.app, endpoints.login, { phone, code, lang: 'de' });
    expect(refused.body.code).toBe(BUSINESS_CODE.invalidRequest);
  });
});
