import { BUSINESS_CODE, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { logIn } from '../helpers/api.ts';
import { useTestApp } from '../helpers/build-test-app.ts';
import { callWire } from '../helpers/wire.ts';

describe('variant-2 (obfuscated) routes', () => {
  const t = useTestApp();

  it('reads a form body with wire names and answers with wire names and "alteration"', async () => {
    const sessionid = await logIn(t.app);
    const { statusCode, raw, body } = await callWire(
      t.app,
      endpoints.satire,
      { productId: DEMO_PRODUCT_ID },
      { sessionid },
    );
    expect(statusCode).toBe(200);
    expect(Object.keys(raw).sort()).toEqual(['alteration', 'code', 'data']);
    expect(raw).toMatchObject({ code: '00', alteration: 'success' });
    const data = raw.data as Record<string, unknown>;
    expect(data).toMatchObject({
      lantern: 500_000,
      marble: 91,
      thistle: 'day',
      glacier: '2026-06-01',
    });
    expect(data.orchard).toContainEqual({ pebble: 'Loan amount', saddle: '₱5,000.00' });
    expect(data.harbor).toEqual([{ lantern: 545_500, meadow: '2026-06-01' }]);
    expect(data).not.toHaveProperty('amount');
    // Read back through the one map, it is the v3 offer plus the variant's fields.
    expect(body.data).toMatchObject({
      amount: 500_000,
      repaymentDate: '2026-06-01',
      promotion: {
        title: 'Money in 1 to 3 days',
        content: expect.any(String),
        image: '/api/assets/promo-flex.svg',
      },
      buttonText: 'Loan Now',
      buttonMessage: expect.any(String),
    });
  });

  it("puts business errors, session errors and 400s under the route's message field", async () => {
    const sessionid = await logIn(t.app);
    const unknown = await callWire(t.app, endpoints.satire, { productId: '9999' }, { sessionid });
    expect(unknown.raw).toEqual({
      code: BUSINESS_CODE.productNotFound,
      data: null,
      alteration: 'This loan product is not available',
    });
    const expired = await callWire(t.app, endpoints.satire, { productId: DEMO_PRODUCT_ID });
    expect(expired.raw).toEqual({
      code: BUSINESS_CODE.sessionExpired,
      data: null,
      alteration: 'Session expired, please log in again',
    });
    // A 400 names the field as it travels.
    const invalid = await callWire(
      t.app,
      endpoints.depush,
      { productId: DEMO_PRODUCT_ID },
      { sessionid },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.raw).toMatchObject({
      code: 400,
      alteration: expect.stringMatching(/^Invalid request: lantern /),
      data: { fields: expect.arrayContaining([expect.objectContaining({ path: 'lantern' })]) },
    });
    expect(invalid.raw).not.toHaveProperty('message');
  });

  it('reads a query with wire names on GET routes and answers under "treatment"', async () => {
    const sessionid = await logIn(t.app);
    const list = await callWire(
      t.app,
      endpoints.cultures,
      { productId: DEMO_PRODUCT_ID, scene: 3 },
      { sessionid },
    );
    expect(list.raw).toEqual({
      code: '00',
      data: [{ lilac: 'Loan Agreement' }, { lilac: 'Disclosure Statement' }],
      treatment: 'success',
    });
    // The page's own productId in the session query does not get in the way of the payload's.
    const jump = await callWire(
      t.app,
      endpoints.misunderstood,
      { productId: DEMO_PRODUCT_ID, scene: 3, position: 1, orderId: '' },
      { sessionid, query: { productId: '1002', orderId: 'PN-ELSEWHERE' } },
    );
    expect(jump.raw).toMatchObject({ code: '00', treatment: 'success' });
    expect(jump.body.data!.contractUrl).toMatch(/^\/api\/h5\/contract\/page\//);

    const invalid = await callWire(
      t.app,
      endpoints.cultures,
      { productId: DEMO_PRODUCT_ID, scene: 4 },
      { sessionid },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.raw).toMatchObject({
      code: 400,
      treatment: expect.stringMatching(/query\.anchor/),
    });
  });
});
