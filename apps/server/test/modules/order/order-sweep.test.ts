import { DEMO_ORDER_IDS, ORDER_STATUS } from '@loan/contract';
import { addDays } from '@loan/loan-engine';
import { describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { sweepOrders } from '../../../src/modules/order/order-sweep.service.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops } from '../../helpers/loan.ts';

const DAY_MS = 86_400_000;

describe('order sweep', () => {
  const t = useTestApp({ env: OPS_ENV });

  const clockDates = async () =>
    Object.fromEntries(
      (await t.db.selectFrom('loan_orders').select(['public_id', 'clock_on']).execute()).map(
        (row) => [row.public_id, row.clock_on],
      ),
    );

  it('keeps for each loan the day the clock next moves it', async () => {
    const today = phDate(t.clock.now());
    const dates = await clockDates();
    const due = await t.db
      .selectFrom('loan_orders')
      .select('due_date')
      .where('public_id', '=', DEMO_ORDER_IDS.disbursed)
      .executeTakeFirstOrThrow();
    expect(dates[DEMO_ORDER_IDS.disbursed]).toBe(due.due_date);
    expect(dates[DEMO_ORDER_IDS.due]).toBe(addDays(today, 1));
    expect(dates[DEMO_ORDER_IDS.overdue]).toBeNull();
    expect(dates[DEMO_ORDER_IDS.underReview]).toBeNull();
  });

  it('visits only the orders the clock moves today, and none of them twice', async () => {
    expect((await sweepOrders(t.app)).checked).toBe(0);
    t.clock.advance(DAY_MS);
    const first = await sweepOrders(t.app, { batchSize: 1 });
    expect(first.changes).toEqual(
      expect.arrayContaining([
        { orderId: DEMO_ORDER_IDS.due, from: ORDER_STATUS.due, to: ORDER_STATUS.overdue },
        { orderId: DEMO_ORDER_IDS.underReview, from: ORDER_STATUS.underReview, to: 21 },
      ]),
    );
    expect(first.checked).toBe(first.changes.length);
    expect(await sweepOrders(t.app)).toEqual({ checked: 0, changes: [] });
    expect((await clockDates())[DEMO_ORDER_IDS.due]).toBeNull();
  });

  it('stops between batches once aborted, and the next sweep does what is left', async () => {
    const due = await t.db
      .selectFrom('loan_orders')
      .select('due_date')
      .where('public_id', '=', DEMO_ORDER_IDS.disbursed)
      .executeTakeFirstOrThrow();
    const days = Math.round(
      (Date.parse(`${due.due_date}T12:00:00+08:00`) - t.clock.now().getTime()) / DAY_MS,
    );
    t.clock.advance((days + 1) * DAY_MS);
    const stopped = new AbortController();
    stopped.abort();
    expect(await sweepOrders(t.app, { signal: stopped.signal })).toEqual({
      checked: 0,
      changes: [],
    });
    const untouched = await t.db
      .selectFrom('loan_orders')
      .select('status')
      .where('public_id', '=', DEMO_ORDER_IDS.disbursed)
      .executeTakeFirstOrThrow();
    expect(untouched.status).toBe(ORDER_STATUS.disbursed);
    const tick = (await ops(t.app, 'POST', '/tick')).body.data;
    expect(tick.changes).toContainEqual({
      orderId: DEMO_ORDER_IDS.disbursed,
      from: ORDER_STATUS.disbursed,
      to: ORDER_STATUS.overdue,
    });
  });
});
