import { DEMO_ORDER_IDS } from '@loan/contract';
import { planPayment } from '@loan/loan-engine';
import { describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { appendEntries, entriesOf } from '../../../src/modules/ledger/ledger.service.ts';
import { findOrderByAnyId } from '../../../src/modules/ledger/ledger-ops.service.ts';
import { termsOf } from '../../../src/modules/order/order.ts';
import { sweepOrders } from '../../../src/modules/order/order-sweep.service.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops } from '../../helpers/loan.ts';

const DAY_MS = 86_400_000;

describe('orders reconcile against the value-dated replay of each loan', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'warn' } });

  const reconcile = async () => {
    const { body } = await ops(t.app, 'GET', '/ledger/reconcile');
    return body.data as { differences: number; listed: Array<{ orderId: string; what: string }> };
  };

  it('finds a payment booked after its value date without undoing what came later', async () => {
    expect((await reconcile()).differences).toBe(0);
    const due = phDate(t.clock.now());
    // Two days on, the clock has charged the penalty of the demo loan due today.
    t.clock.advance(2 * DAY_MS);
    await sweepOrders(t.app);
    const order = await findOrderByAnyId(t.db, DEMO_ORDER_IDS.due);
    const entries = await entriesOf(t.db, order.id);
    expect(entries.some((e) => e.type === 'penalty')).toBe(true);
    // The whole loan paid on the due date, booked as if nothing had been booked after that day
    // (what booking by the day of arrival did): the penalty stays charged.
    const { drafts } = planPayment(termsOf(order), entries, due, 10_000_000, t.app.config.costCap);
    await t.db.transaction().execute((tx) =>
      appendEntries(
        tx,
        order.id,
        drafts.map((draft, i) => ({ draft, key: `test:late-booking:${i}` })),
        { by: 'clock' },
        t.clock.now(),
      ),
    );
    const found = await reconcile();
    expect(found.listed).toContainEqual(
      expect.objectContaining({
        orderId: DEMO_ORDER_IDS.due,
        what: 'value-dated replay',
        projection: expect.objectContaining({ penaltyOwed: expect.any(Number) }),
        entries: expect.objectContaining({ penaltyOwed: 0, totalOwed: 0, phase: 'settled' }),
      }),
    );
  });
});
