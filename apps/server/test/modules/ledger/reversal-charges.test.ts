import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';
import { generateCode, paidEvent, sendCallback } from '../../helpers/repayment.ts';

const GCASH = 20001;
const DAY_MS = 86_400_000;
const ORDER = DEMO_ORDER_IDS.due;

describe('a payment reversed days after the due date it paid on', () => {
  const t = useTestApp({ env: { ...OPS_ENV, LOG_LEVEL: 'warn' } });

  it('owes the penalty at once, as an entry, and default interest from the due date', async () => {
    const demo = await logInDemoBorrower(t.app);
    const page = await call(
      t.app,
      endpoints.installmentDetail,
      { productId: DEMO_PRODUCT_ID, orderId: ORDER },
      { sessionid: demo },
    );
    const amount = page.body.data!.repayAmount;
    const code = await generateCode(t.app, demo, { orderId: ORDER, amount, channelNumber: GCASH });
    const paid = await sendCallback(t.app, paidEvent(code.body.data!.payCode, amount));
    expect(paid.body.result).toBe('booked');
    const history = await call(
      t.app,
      endpoints.repaymentHistory,
      { orderId: ORDER },
      { sessionid: demo },
    );
    const receiptNo = history.body.data!.payments.at(-1)!.receiptNo;

    t.clock.advance(2 * DAY_MS);
    const reversed = await ops(t.app, 'POST', `/orders/${ORDER}/reversals`, {
      body: { payment: receiptNo, reason: 'chargeback' },
    });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.body.data.entries.map((e: { type: string }) => e.type)).toEqual([
      'reversal',
      'penalty',
    ]);
    const { body } = await ops(t.app, 'GET', `/orders/${ORDER}/ledger`);
    const b = body.data.balances;
    expect(b.penalty.charged).toBeGreaterThan(0);
    // Two days of default at 5 % a day of the instalment, none lost to the reversal's day.
    expect(b.defaultInterest.charged).toBe(Math.round((amount * 5 * 2) / 100));
    expect(b.totalOwed).toBe(amount + b.penalty.charged + b.defaultInterest.charged);
  });
});
