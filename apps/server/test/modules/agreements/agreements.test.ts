import { BUSINESS_CODE, DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, pushOk } from '../../helpers/loan.ts';

describe('agreements', () => {
  const t = useTestApp();
  const jump = (sessionid: string, input: Record<string, unknown>) =>
    call(
      t.app,
      endpoints.contractJump,
      { productId: DEMO_PRODUCT_ID, scene: 3, position: 0, ...input },
      { sessionid },
    );
  const openPage = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists the agreements of scene 3', async () => {
    const sessionid = await logIn(t.app);
    const { body } = await call(
      t.app,
      endpoints.contractList,
      { productId: DEMO_PRODUCT_ID, scene: 3 },
      { sessionid },
    );
    expect(body.data).toEqual([{ title: 'Loan Agreement' }, { title: 'Disclosure Statement' }]);
    const wrongScene = await call(
      t.app,
      endpoints.contractList,
      { productId: DEMO_PRODUCT_ID, scene: 4 },
      { sessionid },
    );
    expect(wrongScene.statusCode).toBe(400);
  });

  it("links to a page with the borrower's figures of today's offer, framable by our app only", async () => {
    const sessionid = await logIn(t.app, '09181234567');
    const { body } = await jump(sessionid, {});
    const url = body.data!.contract_url;
    expect(url).toMatch(/^\/api\/h5\/contract\/page\//);
    expect(url).not.toContain(sessionid);

    const page = await openPage(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('no-store');
    for (const figure of [
      'Loan Agreement',
      '₱5,000.00', // principal
      '₱250.00', // service fee
      '₱455.00', // interest
      '₱705.00', // finance charges: fee + interest
      '₱4,750.00', // net proceeds
      '₱5,455.00', // total repayable
      '2026-06-01', // due date
      '0918****567', // the borrower, masked
      'PesoNow Lending Corporation',
      'Paseo de Roxas',
      'SEC Registration No. CS201912345 · Certificate of Authority No. 3001',
      '91 days, 1 instalment<', // not '1 instalment(s)'
    ]) {
      expect(page.body).toContain(figure);
    }
    expect(page.body).not.toContain('09181234567');
  });

  it('puts a plain Filipino summary above the agreement for a Filipino reader; the text stays', async () => {
    const sessionid = await logIn(t.app);
    const filipino = await call(
      t.app,
      endpoints.contractJump,
      { productId: DEMO_PRODUCT_ID, scene: 3, position: 0 },
      { sessionid, headers: { 'x-lang': 'fil' } },
    );
    const url = filipino.body.data!.contract_url;
    expect(url).toMatch(/\?lang=fil$/);
    const page = (await openPage(url)).body;
    expect(page).toContain('<h2>Buod sa Filipino</h2>');
    expect(page).toContain('kaya ₱4,750.00 ang matatanggap mo');
    expect(page).toContain('Babayaran mo ang kabuuang ₱5,455.00 sa isang bayad, sa 2026-06-01');
    expect(page.indexOf('Buod sa Filipino')).toBeLessThan(page.indexOf('Disclosure of loan terms'));
    expect(page).toContain('Terms</h2>');
    expect(page).toContain('The Borrower repays each instalment on its due date');

    const english = (await jump(sessionid, {})).body.data!.contract_url;
    expect((await openPage(english)).body).not.toContain('Buod sa Filipino');
    const byHeader = await t.app.inject({
      method: 'GET',
      url: english,
      headers: { 'accept-language': 'fil-PH' },
    });
    expect(byHeader.body).toContain('Buod sa Filipino');
  });

  it("shows an order's own figures, and the disclosure statement at position 1", async () => {
    const demo = await logInDemoBorrower(t.app);
    const { body } = await jump(demo, { orderId: DEMO_ORDER_IDS.overdue, position: 1 });
    const page = await openPage(body.data!.contract_url);
    expect(page.body).toContain('Disclosure Statement');
    expect(page.body).toContain(DEMO_ORDER_IDS.overdue);
    expect(page.body).toContain('PesoNow Plus');
    expect(page.body).toContain('₱10,000.00');
    expect(page.body).not.toContain('Terms</h2>');
  });

  it('refuses a tampered, a forged and an expired link', async () => {
    const sessionid = await logIn(t.app);
    const url = (await jump(sessionid, {})).body.data!.contract_url;
    const [payload, signature] = url.split('/').at(-1)!.split('.');
    const other = Buffer.from(JSON.stringify(['x', '1001', 0, '', 9_999_999_999])).toString(
      'base64url',
    );
    for (const bad of [
      `${payload}x.${signature}`,
      `${other}.${signature}`,
      `${payload}.${'0'.repeat(64)}`,
      'garbage',
    ]) {
      const page = await openPage(`/api/h5/contract/page/${bad}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('expired or is not valid');
    }
    expect((await openPage(url)).statusCode).toBe(200);
    t.clock.advance(30 * 60_000);
    expect((await openPage(url)).statusCode).toBe(404);
  });

  it("refuses a position that does not exist and an order that is not the borrower's", async () => {
    const sessionid = await logIn(t.app);
    expect((await jump(sessionid, { position: 7 })).body.code).toBe(BUSINESS_CODE.failed);
    expect((await jump(sessionid, { orderId: DEMO_ORDER_IDS.due })).body.code).toBe(
      BUSINESS_CODE.orderNotFound,
    );
    const own = await pushOk(t.app, sessionid);
    expect((await jump(sessionid, { orderId: own })).body.code).toBe(0);
  });
});
