import { BUSINESS_CODE, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { callWire } from '../../helpers/wire.ts';

describe('joint login failure and partner products', () => {
  const t = useTestApp();
  const click = { productKey: 'cashpartner', moduleId: 31, positionId: 0 };

  it('explains the failure and lists the partner products', async () => {
    const sessionid = await logIn(t.app);
    const { body } = await call(t.app, endpoints.unionErrorInfo, {}, { sessionid });
    expect(body.data!.noticeMessage).toBe('Login failed');
    expect(body.data!.family[0]).toEqual({
      productKey: 'cashpartner',
      logo: '/api/assets/logo-cashpartner.svg',
      name: 'CashPartner',
      buttonText: 'Apply',
      range: '₱2,000.00-₱25,000.00',
      rangeDesc: 'Loan amount',
      rate: '0.08%/day',
      description: 'Up to 120 days',
      flag: 1,
    });
    expect(body.data!.family.find((p) => p.productKey === 'pautangko')?.flag).toBe(0);
  });

  it('explains the failure in Filipino to a Filipino reader', async () => {
    const sessionid = await logIn(t.app);
    const { body } = await call(
      t.app,
      endpoints.unionErrorInfo,
      {},
      { sessionid, headers: { 'accept-language': 'fil-PH' } },
    );
    expect(body.data).toMatchObject({
      noticeMessage: 'Hindi nakapag-login',
      errMessage: expect.stringContaining('produkto ng partner'),
    });
    expect(body.data!.family[0]).toMatchObject({
      name: 'CashPartner',
      buttonText: 'Mag-apply',
      range: '₱2,000.00-₱25,000.00',
      rangeDesc: 'Halaga ng loan',
      rate: '0.08%/araw',
      description: 'Hanggang 120 araw',
    });
    expect(body.data!.family.find((p) => p.productKey === 'pautangko')?.buttonText).toBe('Sarado');
  });

  it('logs a click and opens the product (wire names, code "00", message in "treatment")', async () => {
    const sessionid = await logIn(t.app);
    const logged = await callWire(t.app, endpoints.because, click, { sessionid });
    expect(logged.raw).toEqual({ code: '00', data: null, treatment: 'success' });
    const clicks = await t.db
      .selectFrom('analytics_events')
      .select(['kind', 'product_ref', 'module_id'])
      .execute();
    expect(clicks).toEqual([{ kind: 'partner-click', product_ref: 'cashpartner', module_id: 31 }]);

    const opened = await callWire(t.app, endpoints.define, click, { sessionid });
    expect(opened.raw).toEqual({
      code: '00',
      data: { voyage: 'https://apply.cashpartner.example/pesonow' },
      treatment: 'success',
    });
    const app = await callWire(
      t.app,
      endpoints.define,
      { ...click, productKey: 'quickpera' },
      { sessionid },
    );
    expect(app.body.data).toEqual({ url: 'quickpera://apply?source=pesonow' });
  });

  it('refuses unknown and closed products', async () => {
    const sessionid = await logIn(t.app);
    for (const productKey of ['nope', 'pautangko']) {
      const { raw } = await callWire(
        t.app,
        endpoints.define,
        { ...click, productKey },
        { sessionid },
      );
      expect(raw).toEqual({
        code: BUSINESS_CODE.productUnavailable,
        data: null,
        treatment: 'This product is not available right now',
      });
    }
    const unknownClick = await callWire(
      t.app,
      endpoints.because,
      { ...click, productKey: 'nope' },
      { sessionid },
    );
    expect(unknownClick.raw.code).toBe(BUSINESS_CODE.productUnavailable);
  });

  it("serves the products' logos as SVG", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/assets/logo-cashpartner.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/api/assets/nope.svg' })).statusCode).toBe(
      404,
    );
  });
});

describe('partner products written in English only', () => {
  const t = useTestApp();

  it("shows a partner product's English text to a Filipino reader until its Filipino is written", async () => {
    await t.db
      .updateTable('partner_products')
      .set({ description: 'Up to 90 days', description_fil: null })
      .where('product_key', '=', 'cashpartner')
      .execute();
    const sessionid = await logIn(t.app);
    const { body } = await call(
      t.app,
      endpoints.unionErrorInfo,
      {},
      { sessionid, headers: { 'accept-language': 'fil-PH' } },
    );
    expect(body.data!.family[0]).toMatchObject({
      buttonText: 'Mag-apply',
      description: 'Up to 90 days',
    });
  });
});
