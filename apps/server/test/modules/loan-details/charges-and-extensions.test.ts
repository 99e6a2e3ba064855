import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { extensionRows } from '../../../src/modules/loan-details/detail-rows.ts';
import { call } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { details, logInDemoBorrower, OPS_ENV, ops } from '../../helpers/loan.ts';

const DAY_MS = 86_400_000;

describe('what the pages say was charged, paid and owed', () => {
  const t = useTestApp({ env: OPS_ENV });
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });
  const rowsOf = async (orderId: string) => {
    const { body } = await details(t.app, demo, orderId);
    return body.data!;
  };
  const query = (orderId: string) => ({ productId: DEMO_PRODUCT_ID, orderId });
  const instalmentPage = async (orderId: string) =>
    (await call(t.app, endpoints.installmentDetail, query(orderId), { sessionid: demo })).body
      .data!;
  const delayPage = async (orderId: string) =>
    (await call(t.app, endpoints.delayDetail, query(orderId), { sessionid: demo })).body.data!;

  it('says after a rollover how far the loan was extended and when it is due now', async () => {
    // The due demo order (₱5,000 over 91 days, rollover allowed) is due today.
    const id = DEMO_ORDER_IDS.due;
    const before = await rowsOf(id);
    const dueDate = before.userOrderDetail.detail.find((row) => row.text === 'Due date')!.value;
    const delay = await delayPage(id);
    expect(delay.noticeMsg).toMatch(/^Pay ₱[\d,.]+ \(the interest due\) and your loan moves/);
    await ops(t.app, 'POST', `/orders/${id}/payments`, {
      body: { amount: delay.delayInfo.delayAmount, reference: 'ROLL-1', kind: 'rollover' },
    });
    const after = await rowsOf(id);
    expect(after.orderStatus).toBe(170);
    expect(after.noticeDesText).toMatch(/^Your loan was extended once, by 91 days in all\. /);
    expect(after.userOrderDetail.detail).toEqual(
      expect.arrayContaining([
        { text: 'Loan term', value: '91 days' },
        { text: 'Extended', value: 'once, by 91 days' },
        { text: 'Next due date', value: delay.repayDate },
      ]),
    );
    expect(delay.repayDate > dueDate).toBe(true);
    const history = (await ops(t.app, 'GET', `/orders/${id}`)).body.data.events;
    expect(history.at(-1)).toMatchObject({ from: 174, to: 170 });
  });

  it('splits the penalty and default interest into charged, paid and owed after a payment', async () => {
    // The overdue demo order (4 instalments of 30 days): the first, ₱2,740, is 5 days late; a
    // repeat client owes ₱800 once and 5 % a day of ₱2,740 for 5 days = ₱685.
    const id = DEMO_ORDER_IDS.overdue;
    const paid = await ops(t.app, 'POST', `/orders/${id}/payments`, {
      body: { amount: 274_000 + 80_000 + 68_500, reference: 'OVERDUE-FIRST' },
    });
    expect(paid.statusCode).toBe(200);
    const onTime = await rowsOf(id);
    expect(onTime.noticeStatusText).toBe('Repaying');
    // Back on time: the default it went through stays on the page, paid.
    expect(onTime.userOrderDetail.detail).toEqual(
      expect.arrayContaining([
        { text: 'One-time penalty charged', value: '₱800.00' },
        { text: 'One-time penalty paid', value: '₱800.00' },
        { text: 'One-time penalty owed', value: '₱0.00' },
      ]),
    );

    // 30 days on, the second instalment (₱2,500 + ₱180 interest) is 5 days late: 5 % a day of
    // ₱2,680 for 5 days = ₱670 more default interest, ₱1,355 over the loan's life.
    t.clock.advance(30 * DAY_MS);
    const overdue = await rowsOf(id);
    expect(overdue.orderStatus).toBe(180);
    const expected = [
      { text: 'Instalments due', value: '₱2,680.00' },
      { text: 'One-time penalty charged', value: '₱800.00' },
      { text: 'One-time penalty paid', value: '₱800.00' },
      { text: 'One-time penalty owed', value: '₱0.00' },
      { text: 'Default interest charged', value: '₱1,355.00' },
      { text: 'Default interest paid', value: '₱685.00' },
      { text: 'Default interest owed', value: '₱670.00' },
      { text: 'Amount due', value: '₱3,350.00' },
    ];
    const detail = overdue.userOrderDetail.detail;
    expect(detail.slice(detail.length - expected.length)).toEqual(expected);

    const repay = await instalmentPage(id);
    expect(repay.detail).toEqual(expect.arrayContaining(expected.slice(1, 7)));
    expect(repay.detail.map((row) => row.text)).not.toContain('Penalty and default interest');
  });

  it('names the final due date only where it is not the next one shown', () => {
    const extension = { times: 2, days: 60, finalDueDate: '2027-01-30' };
    expect(extensionRows(extension, '2026-12-01')).toEqual([
      { text: 'Extended', value: '2 times, by 60 days' },
      { text: 'Final due date', value: '2027-01-30' },
    ]);
    expect(extensionRows(extension, '2027-01-30')).toEqual([
      { text: 'Extended', value: '2 times, by 60 days' },
    ]);
    expect(extensionRows(undefined, '2027-01-30')).toEqual([]);
  });
});
