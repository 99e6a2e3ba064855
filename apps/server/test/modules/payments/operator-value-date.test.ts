import { DEMO_ORDER_IDS, phDate } from '@loan/contract';
import { addDays } from '@loan/loan-engine';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops } from '../../helpers/loan.ts';

const ORDER = DEMO_ORDER_IDS.overdue;

describe('an operator books money received on an earlier day', () => {
  // Bookings up to ₱100,000 take effect at once (no second operator) in this test.
  const t = useTestApp({ env: { ...OPS_ENV, MAKER_CHECKER_BOOKING_ABOVE_PESOS: '100000' } });
  const path = `/orders/${ORDER}/payments`;
  const ledger = async () => (await ops(t.app, 'GET', `/orders/${ORDER}/ledger`)).body.data;

  it('refuses a value date in the future or more than 31 days back, writing nothing', async () => {
    const today = phDate(t.clock.now());
    for (const valueDate of [addDays(today, 1), addDays(today, -32)]) {
      const body = { amount: 10_000, reference: `BDO-${valueDate}`, valueDate };
      const refused = await ops(t.app, 'POST', path, { body });
      expect(refused.statusCode).toBe(422);
    }
    expect((await ops(t.app, 'GET', path)).body.data.payments).toEqual([]);
  });

  it('dated the due date, it pays the instalment then: no penalty, no default interest', async () => {
    const before = await ledger();
    const due = before.balances.nextDue.dueDate as string;
    expect(before.balances.penalty.charged).toBeGreaterThan(0);
    // The first of four instalments, due five days ago.
    const amount = before.balances.nextDue.unpaid as number;
    const rest = before.balances.principal.owed + before.balances.interest.owed - amount;
    const body = { amount, reference: 'BDO-DEP-DUE', valueDate: due };
    const booked = await ops(t.app, 'POST', path, { body, operator: 'maria' });
    expect(booked.statusCode).toBe(200);
    const after = await ledger();
    expect(after.status).toBe(170);
    expect(after.balances).toMatchObject({
      totalOwed: rest,
      penalty: { charged: 0 },
      defaultInterest: { charged: 0 },
    });
    const repayment = after.entries.find(
      (e: { type: string; paymentId: string | null }) => e.type === 'repayment' && e.paymentId,
    );
    expect(repayment.effectiveOn).toBe(due);
    const order = await ops(t.app, 'GET', `/orders/${ORDER}`);
    expect(order.body.data.events.at(-1).note).toContain(`valued ${due}`);
  });
});
