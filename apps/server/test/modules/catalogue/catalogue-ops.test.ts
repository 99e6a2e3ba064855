import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { details, logInDemoBorrower, OPS_ENV, pushOk } from '../../helpers/loan.ts';
import { auditRecords, operatorOf, opsRequest, type SignedIn } from '../../helpers/operators.ts';

describe('the catalogue in the back office', () => {
  const t = useTestApp({ env: OPS_ENV });
  const patch = (me: SignedIn, productId: string, body: unknown) =>
    opsRequest(t.app, {
      method: 'PATCH',
      url: `/products/${productId}`,
      body,
      cookie: me.cookie,
      csrf: me.csrf,
    });
  const orderRow = (publicId: string) =>
    t.db
      .selectFrom('loan_orders')
      .selectAll()
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();

  it('lists every product with its pricing, rollover setting and the cost cap from the config', async () => {
    const me = await operatorOf(t.app, t.clock, 'collector');
    const { statusCode, body } = await opsRequest(t.app, {
      method: 'GET',
      url: '/products',
      cookie: me.cookie,
    });
    expect(statusCode).toBe(200);
    expect(body.data.costCapBps).toBe(10_000);
    expect(body.data.products).toContainEqual({
      id: DEMO_PRODUCT_ID,
      name: 'PesoNow Flex',
      active: true,
      rolloverAllowed: true,
      minAmount: expect.any(Number),
      maxAmount: expect.any(Number),
      amountStep: expect.any(Number),
      defaultAmount: 500_000,
      termDays: 91,
      periods: 1,
      dailyInterestBps: 10,
      serviceFeeBps: 500,
      rateDescription: 'Interest 0.1% per day, service fee 5%',
      rateDescriptionFil: 'Interes na 0.1% kada araw, service fee na 5%',
      highestCostBps: 1410,
    });
  });

  it('changes a product for new loans only: an order keeps the terms it was applied for', async () => {
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const borrower = await logInDemoBorrower(t.app);
    // The demo borrower's loan is overdue, so an earlier applicant is someone new.
    const earlier = await logIn(t.app);
    const before = await orderRow(await pushOk(t.app, earlier));

    const changed = await patch(admin, DEMO_PRODUCT_ID, {
      name: 'PesoNow Flex Plus',
      dailyInterestBps: 20,
      serviceFeeBps: 300,
      rolloverAllowed: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: 'PesoNow Flex Plus',
      dailyInterestBps: 20,
      serviceFeeBps: 300,
      rolloverAllowed: false,
    });

    // The order applied for before keeps its pricing and its rollover setting.
    const kept = await orderRow(before.public_id);
    expect(kept).toMatchObject({
      daily_interest_bps: 10,
      service_fee_bps: 500,
      service_fee: before.service_fee,
      interest: before.interest,
      rollover_allowed: true,
    });

    // The demo loan due today was applied for while rollover was allowed: it still offers one.
    const due = await details(t.app, borrower, DEMO_ORDER_IDS.due);
    expect(due.body.data).toMatchObject({ orderStatus: 174, isDelay: '1' });

    // A new borrower's confirm screen quotes the new terms at once.
    const other = await logIn(t.app);
    const { body } = await call(
      t.app,
      endpoints.loanDetailConfirm,
      { productId: DEMO_PRODUCT_ID },
      { sessionid: other },
    );
    expect(body.data).toMatchObject({ comProductName: 'PesoNow Flex Plus' });
    expect(body.data!.details).toContainEqual({ text: 'Service fee', value: '₱150.00' });
    expect(body.data!.details).toContainEqual({ text: 'Interest', value: '₱910.00' });
    const fresh = await orderRow(await pushOk(t.app, other));
    expect(fresh).toMatchObject({
      daily_interest_bps: 20,
      service_fee_bps: 300,
      rollover_allowed: false,
    });

    const [record] = (await auditRecords(t.db)).filter(
      (r) => r.action === 'PATCH /api/ops/products/:productId',
    );
    expect(record).toMatchObject({
      actor: `operator:${admin.email}`,
      outcome: 'done',
      before: expect.objectContaining({ name: 'PesoNow Flex', dailyInterestBps: 10 }),
      after: expect.objectContaining({ name: 'PesoNow Flex Plus', dailyInterestBps: 20 }),
    });
  });

  it('refuses pricing beyond the legal cost cap or out of range, audited, nothing changed', async () => {
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const productRow = () =>
      t.db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', DEMO_PRODUCT_ID)
        .executeTakeFirstOrThrow();
    const before = await productRow();
    const over = await patch(admin, DEMO_PRODUCT_ID, { dailyInterestBps: 120 });
    expect(over.statusCode).toBe(422);
    expect(over.body.message).toMatch(/legal cost cap of 100/);
    const badDefault = await patch(admin, DEMO_PRODUCT_ID, { defaultAmount: 1 });
    expect(badDefault.statusCode).toBe(422);
    const badTerm = await patch(admin, DEMO_PRODUCT_ID, { termDays: 30 });
    expect(badTerm.statusCode).toBe(400);
    const empty = await patch(admin, DEMO_PRODUCT_ID, {});
    expect(empty.statusCode).toBe(400);
    const missing = await patch(admin, 'NONE', { name: 'x' });
    expect(missing.statusCode).toBe(404);

    expect(await productRow()).toEqual(before);
    const failed = (await auditRecords(t.db)).filter(
      (r) => r.action === 'PATCH /api/ops/products/:productId' && r.outcome === 'failed',
    );
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(failed[0]!.reason).toMatch(/cost cap/);
  });

  it('edits the rate text in both languages; an empty Filipino one shows the English', async () => {
    const admin = await operatorOf(t.app, t.clock, 'admin');
    const sessionid = await logIn(t.app);
    const rateText = async (lang: 'en' | 'fil') =>
      (
        await call(
          t.app,
          endpoints.loanDetailConfirm,
          { productId: DEMO_PRODUCT_ID },
          { sessionid, headers: { 'x-lang': lang } },
        )
      ).body.data!.pRateDsc;
    const written = await patch(admin, DEMO_PRODUCT_ID, {
      rateDescription: 'Interest 0.1% a day, fee 5%',
      rateDescriptionFil: 'Interes 0.1% kada araw, fee 5%',
    });
    expect(written.body.data).toMatchObject({
      rateDescriptionFil: 'Interes 0.1% kada araw, fee 5%',
    });
    expect(await rateText('fil')).toBe('Interes 0.1% kada araw, fee 5%');
    expect(await rateText('en')).toBe('Interest 0.1% a day, fee 5%');
    const cleared = await patch(admin, DEMO_PRODUCT_ID, { rateDescriptionFil: '' });
    expect(cleared.body.data).toMatchObject({ rateDescriptionFil: null });
    expect(await rateText('fil')).toBe('Interest 0.1% a day, fee 5%');
  });
});
