import { ORDER_STATUS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { acceptedLoan, OPS_ENV, ops } from '../../helpers/loan.ts';
import { StatementLog } from '../../helpers/statement-log.ts';

describe('what a release reads', () => {
  const log = new StatementLog();
  const t = useTestApp({ env: OPS_ENV, statementLog: log });

  it('reads the order and the payout once per step, and takes an answer the webhook beat from one read', async () => {
    const { orderId } = await acceptedLoan(t.app);
    log.take();
    const released = await ops(t.app, 'POST', `/orders/${orderId}/disburse`);
    expect(released.body.data.status).toBe(ORDER_STATUS.disbursed);
    const statements = log.take();
    const reads = (table: string) =>
      statements.filter((line) => line === `SelectQueryNode ${table}`).length;
    // The audit's status before, the operator's order, its lock to open the payout, its lock
    // in the webhook's transaction, the answer.
    expect(reads('loan_orders')).toBe(5);
    // The order's payouts before one is opened, the webhook's payout before and under the
    // lock, the create call's answer (already final), the answer's list.
    expect(reads('payouts')).toBe(5);
  });
});
