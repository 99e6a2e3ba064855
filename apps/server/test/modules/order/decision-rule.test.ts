import { BUSINESS_CODE, DEMO_ORDER_IDS, endpoints, ORDER_STATUS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import {
  DEMO_PUSH,
  details,
  logInDemoBorrower,
  OPS_ENV,
  ops,
  push,
  pushOk,
  statusOf,
} from '../../helpers/loan.ts';
import { bindGcash } from '../../helpers/payout.ts';

const HOUR_MS = 3_600_000;

type Event = { actor: string; from: number | null; to: number; note: string };
const eventsOf = async (app: Parameters<typeof statusOf>[0], orderId: string): Promise<Event[]> =>
  (await ops(app, 'GET', `/orders/${orderId}`)).body.data.events;

describe('decision rule: immediate', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOAN_DECISION: 'immediate' } });

  it('approves at push, and releases the loan when the borrower accepts', async () => {
    const sessionid = await logIn(t.app);
    await bindGcash(t.app, sessionid);
    const orderId = await pushOk(t.app, sessionid);
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.approved);
    const { body } = await call(t.app, endpoints.loanWithdraw, { orderId }, { sessionid });
    expect(body.data).toEqual({ orderStatus: ORDER_STATUS.disbursed });
    expect((await eventsOf(t.app, orderId)).map((e) => [e.actor, e.from, e.to])).toEqual([
      ['borrower', null, 110],
      ['system:decision', 110, 151],
      ['borrower', 151, 151],
      ['system:decision', 151, 170],
    ]);
  });

  it('refuses the application of a borrower who has an overdue loan, saying why', async () => {
    const demo = await logInDemoBorrower(t.app);
    expect((await details(t.app, demo, DEMO_ORDER_IDS.overdue)).body.data!.orderStatus).toBe(180);
    const body = await push(t.app, demo, DEMO_PUSH);
    expect(body).toMatchObject({
      code: BUSINESS_CODE.overdueLoanOpen,
      data: null,
      message:
        'You have an overdue loan. Please repay it first: you can apply again once it is paid.',
    });
  });
});

describe('decision rule: manual, automatic after a day', () => {
  const t = useTestApp({ env: OPS_ENV });

  it('leaves applications to operators for a day, then the tick decides by the rule', async () => {
    const sessionid = await logIn(t.app);
    const orderId = await pushOk(t.app, sessionid);
    t.clock.advance(23 * HOUR_MS);
    const early = (await ops(t.app, 'POST', '/tick')).body.data.changes;
    expect(early).not.toContainEqual(expect.objectContaining({ orderId }));
    // The seed's application (an hour older) is past its day: rejected, as the demo borrower has
    // an overdue loan.
    expect(early).toContainEqual({ orderId: DEMO_ORDER_IDS.underReview, from: 110, to: 21 });
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.underReview);

    t.clock.advance(HOUR_MS);
    const tick = (await ops(t.app, 'POST', '/tick')).body.data;
    expect(tick.changes).toEqual([{ orderId, from: 110, to: 151 }]);
    expect((await eventsOf(t.app, orderId)).at(-1)).toMatchObject({
      actor: 'system:decision',
      note: 'no decision within 1 day; credit policy: approve; every rule passed',
    });
    // A second tick finds nothing more to do for these.
    const again = (await ops(t.app, 'POST', '/tick')).body.data.changes;
    expect(again).not.toContainEqual(expect.objectContaining({ orderId }));
  });

  it('decides a late application when it is read, without waiting for a tick', async () => {
    const sessionid = await logIn(t.app);
    const orderId = await pushOk(t.app, sessionid);
    t.clock.advance(25 * HOUR_MS);
    expect((await details(t.app, sessionid, orderId)).body.data!.orderStatus).toBe(151);
  });
});
