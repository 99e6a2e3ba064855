import { endpoints, ORDER_STATUS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV, ops, pushOk } from '../../helpers/loan.ts';
import { bindGcash } from '../../helpers/payout.ts';
import { StatementLog } from '../../helpers/statement-log.ts';

describe('what a release reads', () => {
  const log = new StatementLog();
  const t = useTestApp({ env: OPS_ENV, statementLog: log });

  it('reads the order and the payout once per step, and takes an answer the webhook beat from one read', async () => {
    const sessionid = await logIn(t.app);
    await bindGcash(t.app, sessionid);
    const orderId = await pushOk(t.app, sessionid);
    await ops(t.app, 'POST', `/orders/${orderId}/approve`);
    await call(t.app, endpoints.loanWithdraw, { orderId }, { sessionid });
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
