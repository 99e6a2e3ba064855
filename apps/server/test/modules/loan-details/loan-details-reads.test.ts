import { BUSINESS_CODE, DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { details, logInDemoBorrower } from '../../helpers/loan.ts';
import { StatementLog } from '../../helpers/statement-log.ts';

describe('loan details: what a warm call reads and writes', () => {
  const log = new StatementLog();
  const t = useTestApp({ statementLog: log });
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
    // Warm: the catalogue and contact caches, the session's last-seen time.
    await details(t.app, demo, DEMO_ORDER_IDS.overdue);
  });

  it('reads the session, the order and its entries, one statement each, and writes nothing', async () => {
    log.take();
    // The app's calls name the page's language (docs/decisions/0038).
    const { body } = await call(
      t.app,
      endpoints.loanDetails,
      { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.overdue },
      { sessionid: demo, headers: { 'x-lang': 'en' } },
    );
    expect(body.code).toBe(0);
    expect(body.data?.orderStatus).toBe(180);
    // The session check runs precompiled; the order is read by its public id, then its entries
    // (every money figure is their fold, docs/decisions/0066).
    expect(log.take()).toEqual([
      'precompiled',
      'SelectQueryNode loan_orders',
      'SelectQueryNode loan_entries',
    ]);
  });

  it('reads the saved language once when the call names none', async () => {
    log.take();
    const { body } = await details(t.app, demo, DEMO_ORDER_IDS.overdue);
    expect(body.code).toBe(0);
    expect(log.take()).toEqual([
      'precompiled',
      'SelectQueryNode loan_orders',
      'SelectQueryNode borrower_languages',
      'SelectQueryNode loan_entries',
    ]);
  });

  it("answers someone else's order as a missing one", async () => {
    const other = await logIn(t.app);
    const { body } = await details(t.app, other, DEMO_ORDER_IDS.overdue);
    expect(body.code).toBe(BUSINESS_CODE.orderNotFound);
    expect((await details(t.app, other, 'PN-NO-SUCH')).body.code).toBe(BUSINESS_CODE.orderNotFound);
  });

  it('answers sessionExpired first, whatever the body, and once the session ended', async () => {
    for (const payload of [
      { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.overdue },
      { productId: DEMO_PRODUCT_ID, orderId: 42 },
      {},
    ]) {
      const { body } = await call(t.app, endpoints.loanDetails, payload, { sessionid: 'unknown' });
      expect(body.code).toBe(BUSINESS_CODE.sessionExpired);
    }
    const ended = await logIn(t.app);
    await call(t.app, endpoints.logout, {}, { sessionid: ended });
    expect((await details(t.app, ended, DEMO_ORDER_IDS.overdue)).body.code).toBe(
      BUSINESS_CODE.sessionExpired,
    );
  });

  it('validates the body after the session, and reads an id written with spaces again', async () => {
    const bad = await call(t.app, endpoints.loanDetails, { orderId: 42 }, { sessionid: demo });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.code).toBe(BUSINESS_CODE.invalidRequest);
    const spaced = await call(
      t.app,
      endpoints.loanDetails,
      { productId: DEMO_PRODUCT_ID, orderId: ` ${DEMO_ORDER_IDS.due} ` },
      { sessionid: demo },
    );
    expect(spaced.body.data?.orderStatus).toBe(174);
  });

  it('marks the session seen once an hour has passed, as every other call does', async () => {
    log.take();
    t.clock.advance(59 * 60_000);
    await details(t.app, demo, DEMO_ORDER_IDS.overdue);
    expect(log.take()).not.toContain('UpdateQueryNode sessions');
    t.clock.advance(2 * 60_000);
    await details(t.app, demo, DEMO_ORDER_IDS.overdue);
    expect(log.take()).toContain('UpdateQueryNode sessions');
  });
});
