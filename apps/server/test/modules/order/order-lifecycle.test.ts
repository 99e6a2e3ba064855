import { BUSINESS_CODE, endpoints, ORDER_STATUS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_TEMPLATE_VERSION } from '../../../src/modules/agreements/agreement-page.ts';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { details, OPS_ENV, ops, pushOk, statusOf } from '../../helpers/loan.ts';
import { bindGcash } from '../../helpers/payout.ts';

const DAY_MS = 86_400_000;

describe('order lifecycle (manual decisions)', () => {
  const t = useTestApp({ env: OPS_ENV });
  const eventCount = async () =>
    (await t.db.selectFrom('order_events').select('id').execute()).length;
  const withdraw = (sessionid: string, orderId: string) =>
    call(t.app, endpoints.loanWithdraw, { orderId }, { sessionid });

  it('honours the withdraw call’s Idempotency-Key: a repeat answers as the first call did', async () => {
    const sessionid = await logIn(t.app);
    await bindGcash(t.app, sessionid);
    const orderId = await pushOk(t.app, sessionid);
    const other = await pushOk(t.app, await logIn(t.app));
    await ops(t.app, 'POST', `/orders/${orderId}/approve`);
    const withdrawWith = async (key: string, id = orderId) => {
      const response = await t.app.inject({
        method: 'POST',
        url: endpoints.loanWithdraw.path,
        query: { sessionid },
        headers: { 'idempotency-key': key },
        payload: { orderId: id },
      });
      return response.json();
    };
    const accepted = async () =>
      (await t.db.selectFrom('order_events').select('note').execute()).filter(
        (e) => e.note === 'accepted the loan',
      ).length;
    const acceptedBefore = await accepted();
    expect((await withdrawWith('w-1')).data).toEqual({ orderStatus: ORDER_STATUS.approved });
    expect((await withdrawWith('w-1')).data).toEqual({ orderStatus: ORDER_STATUS.approved });
    await ops(t.app, 'POST', `/orders/${orderId}/disburse`);
    expect((await withdrawWith('w-1')).data).toEqual({ orderStatus: ORDER_STATUS.approved });
    expect((await withdrawWith('w-2')).data).toEqual({ orderStatus: ORDER_STATUS.disbursed });
    expect((await withdrawWith('w-1', other)).code).toBe(BUSINESS_CODE.orderNotFound);
    expect((await withdrawWith('bad key!')).code).toBe(BUSINESS_CODE.invalidRequest);
    expect(await accepted()).toBe(acceptedBefore + 1);
  });

  it('goes 110 -> 151 -> 170 -> 174 -> 180 with the engine figures and every event recorded', async () => {
    const sessionid = await logIn(t.app);
    const orderId = await pushOk(t.app, sessionid);
    expect(await statusOf(t.app, orderId)).toBe(ORDER_STATUS.underReview);

    // Not approved yet: cannot be withdrawn, nor disbursed.
    expect((await withdraw(sessionid, orderId)).body.code).toBe(BUSINESS_CODE.orderStatusConflict);
    expect((await ops(t.app, 'POST', `/orders/${orderId}/disburse`)).body.code).toBe(
      BUSINESS_CODE.orderStatusConflict,
    );

    const approved = await ops(t.app, 'POST', `/orders/${orderId}/approve`, { operator: 'maria' });
    expect(approved.body.data.status).toBe(ORDER_STATUS.approved);
    // Approved but not accepted: the operator cannot release it yet.
    expect((await ops(t.app, 'POST', `/orders/${orderId}/disburse`)).body.code).toBe(
      BUSINESS_CODE.orderStatusConflict,
    );
    // No payout account yet: the page asks for one first and offers no withdrawal.
    const page = (await details(t.app, sessionid, orderId)).body.data!;
    expect(page).toMatchObject({ h5Url: '', reyMsg: '', cardNeedPop: 1 });
    expect(page.userOrderDetail.detail).toContainEqual({
      text: 'Payout account',
      value: 'Not added yet',
    });
    const eventsBefore = await eventCount();
    const refused = await withdraw(sessionid, orderId);
    expect(refused.body.code).toBe(BUSINESS_CODE.noPayoutAccount);
    expect(refused.body.message).toMatch(/payout account before you accept/);
    expect(await eventCount()).toBe(eventsBefore);
    expect((await details(t.app, sessionid, orderId)).body.data!.noticeDesText).toMatch(
      /^Add a payout account, then accept/,
    );

    await bindGcash(t.app, sessionid, '09171239876');
    const withAccount = (await details(t.app, sessionid, orderId)).body.data!;
    expect(withAccount).toMatchObject({
      h5Url: `/loanWithdraw?productId=1001&orderId=${orderId}`,
      reyMsg: expect.stringMatching(/reaches GCash 0917 \*\*\* 9876 within/),
      cardNeedPop: 0,
    });
    expect(withAccount.userOrderDetail.detail).toContainEqual({
      text: 'Payout account',
      value: 'GCash 0917 *** 9876',
    });

    expect((await withdraw(sessionid, orderId)).body).toEqual({
      code: 0,
      data: { orderStatus: ORDER_STATUS.approved },
      message: 'success',
    });
    // Idempotent: a second acceptance changes nothing.
    expect((await withdraw(sessionid, orderId)).body.data).toEqual({ orderStatus: 151 });
    const accepted = (await details(t.app, sessionid, orderId)).body.data!;
    expect(accepted.h5Url).toBe('');
    expect(accepted.noticeDesText).toMatch(/reaches GCash 0917 \*{3} 9876 within/);

    const released = await ops(t.app, 'POST', `/orders/${orderId}/disburse`, { operator: 'maria' });
    expect(released.body.data).toMatchObject({
      status: ORDER_STATUS.disbursed,
      releaseDate: '2026-03-02',
      dueDate: '2026-06-01',
    });
    expect((await withdraw(sessionid, orderId)).body.data).toEqual({ orderStatus: 170 });

    t.clock.advance(90 * DAY_MS);
    expect((await details(t.app, sessionid, orderId)).body.data!.orderStatus).toBe(170);
    t.clock.advance(DAY_MS);
    const due = (await details(t.app, sessionid, orderId)).body.data!;
    expect(due.orderStatus).toBe(ORDER_STATUS.due);
    expect(due.isDelay).toBe('1');
    expect(due.userOrderDetail.detail).toContainEqual({ text: 'Amount due', value: '₱5,455.00' });

    t.clock.advance(3 * DAY_MS);
    const overdue = (await details(t.app, sessionid, orderId)).body.data!;
    expect(overdue.orderStatus).toBe(ORDER_STATUS.overdue);
    // ₱5,000 over 91 days at 0.1 %/day: interest 5000 x 0.001 x 91 = ₱455.00, repayable ₱5,455.00.
    // Three days past the due date of 2026-06-01, a new client owes the one-time penalty of
    // ₱1,000.00 and 5 % a day of the unpaid ₱5,455.00 for days 1-3: 5455 x 0.05 x 3 = ₱818.25.
    // Amount due: 5455.00 + 1000.00 + 818.25 = ₱7,273.25. The cap (100 % of principal = ₱5,000)
    // leaves 5000 - 250 fee - 455 interest = ₱4,295.00 for default charges: not reached.
    expect(overdue.userOrderDetail.detail).toEqual(
      expect.arrayContaining([
        { text: 'Days overdue', value: '3' },
        { text: 'Instalments due', value: '₱5,455.00' },
        { text: 'One-time penalty charged', value: '₱1,000.00' },
        { text: 'One-time penalty owed', value: '₱1,000.00' },
        { text: 'Default interest charged', value: '₱818.25' },
        { text: 'Default interest owed', value: '₱818.25' },
        { text: 'Amount due', value: '₱7,273.25' },
      ]),
    );

    const history = (await ops(t.app, 'GET', `/orders/${orderId}`)).body.data.events;
    expect(
      history.map((e: { actor: string; from: number; to: number }) => [e.actor, e.from, e.to]),
    ).toEqual([
      ['borrower', null, 110],
      ['ops:token:automation/maria', 110, 151],
      ['borrower', 151, 151],
      ['ops:token:automation/maria', 151, 170],
      ['system:clock', 170, 174],
      ['system:clock', 174, 180],
    ]);
    expect(history[5].at).toBe(new Date(t.clock.now()).toISOString());
    // The release names the account the money went to, masked.
    expect(history[3].note).toContain('to GCash 0917 *** 9876');
    expect(JSON.stringify(history)).not.toContain('09171239876');
    expect(history[0].note).toContain(
      `agreed at ${history[0].at} to ${AGREEMENT_TEMPLATE_VERSION.agreement} and ${AGREEMENT_TEMPLATE_VERSION.disclosure}`,
    );
  });

  it('records the rejection of an operator, and frees the product for a new application', async () => {
    const sessionid = await logIn(t.app);
    const orderId = await pushOk(t.app, sessionid);
    const rejected = await ops(t.app, 'POST', `/orders/${orderId}/reject`, {
      body: { note: 'income not verified' },
    });
    expect(rejected.body.data.status).toBe(ORDER_STATUS.rejected);
    expect(rejected.body.data.events.at(-1)).toMatchObject({
      actor: 'ops:token:automation',
      note: 'income not verified',
    });
    // Refused: the business code in the body, and never a 2xx (decision 0071).
    const again = await ops(t.app, 'POST', `/orders/${orderId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.body.code).toBe(BUSINESS_CODE.orderStatusConflict);
    expect(await pushOk(t.app, sessionid)).not.toBe(orderId);
  });
});
