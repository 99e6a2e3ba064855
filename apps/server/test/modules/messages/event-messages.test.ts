import { DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import { addDays } from '@loan/loan-engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { catchUpDecisions } from '../../../src/modules/messages/decision-messages.service.ts';
import { sendHeldSms } from '../../../src/modules/messages/messages.service.ts';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, ops, pushOk, statusOf, userIdOf } from '../../helpers/loan.ts';
import { bindGcash } from '../../helpers/payout.ts';
import { messagesOf, moveTo, textsTo } from './message-helpers.ts';

describe('loan decision and complaint reply messages', () => {
  const t = useTestApp({ env: OPS_ENV });
  const decisions = async (userId: string) =>
    (await messagesOf(t.db, userId)).filter((message) => message.kind.startsWith('decision:'));
  beforeAll(async () => {
    // The demo data's own decisions of the last days: their messages go first.
    await catchUpDecisions(t.app);
  });

  it('tells of an approval once, and of the money sent to the masked payout account', async () => {
    const sessionid = await logIn(t.app);
    const userId = await userIdOf(t.db, sessionid);
    await bindGcash(t.app, sessionid, '09171239876');
    const orderId = await pushOk(t.app, sessionid);
    await ops(t.app, 'POST', `/orders/${orderId}/approve`);
    const [approved] = await decisions(userId);
    expect(approved).toMatchObject({ title: 'Loan approved', order_ref: orderId });
    expect(approved?.sms_status).not.toBeNull();
    expect(await catchUpDecisions(t.app)).toBe(0);
    t.clock.advanceSeconds(60);
    await call(t.app, endpoints.loanWithdraw, { orderId }, { sessionid });
    await ops(t.app, 'POST', `/orders/${orderId}/disburse`);
    await call(t.app, endpoints.loanWithdraw, { orderId }, { sessionid });
    expect(await statusOf(t.app, orderId)).toBe(170);
    await catchUpDecisions(t.app);
    expect(await catchUpDecisions(t.app)).toBe(0);
    const all = await decisions(userId);
    expect(all.map((message) => message.title)).toEqual(['Loan approved', 'Money sent']);
    expect(all[1]?.body).toMatch(/to GCash 0917 \*{3} 9876 for your loan/);
    expect(all[1]?.body).not.toContain('09171239876');
  });

  it('tells of a refusal with its plain reason, once', async () => {
    const sessionid = await logIn(t.app);
    const userId = await userIdOf(t.db, sessionid);
    const orderId = await pushOk(t.app, sessionid);
    await ops(t.app, 'POST', `/orders/${orderId}/reject`, { body: { note: 'score 412' } });
    expect(await catchUpDecisions(t.app)).toBe(0);
    const all = await decisions(userId);
    expect(all).toHaveLength(1);
    expect(all[0]?.title).toBe('Application not approved');
    expect(all[0]?.body).toContain('did not meet our lending requirements');
    // The operator's own note is not the borrower's reason.
    expect(all[0]?.body).not.toContain('score 412');
  });

  it('names the overdue loan when the automatic rule refuses, sent by the job’s catch-up', async () => {
    const demo = await logInDemoBorrower(t.app);
    const userId = await userIdOf(t.db, demo);
    const before = (await decisions(userId)).length;
    // An overdue borrower cannot apply: what is due is paid first; then a loan falls overdue
    // while the new application waits for its decision.
    const ledgerOf = async (id: string) =>
      (await ops(t.app, 'GET', `/orders/${id}/ledger`)).body.data.balances;
    for (const [n, id] of [DEMO_ORDER_IDS.overdue, DEMO_ORDER_IDS.due].entries()) {
      const owed = (await ledgerOf(id)).amountDue;
      const paid = await ops(t.app, 'POST', `/orders/${id}/payments`, {
        body: { amount: owed, reference: `CLEAR-${n}` },
      });
      expect(paid.body.code).toBe(0);
    }
    const dueDate = (await ledgerOf(DEMO_ORDER_IDS.disbursed)).nextDue.dueDate as string;
    const orderId = await pushOk(t.app, demo);
    // No decision within the day: the clock's rule decides, with no operator to send a message.
    const days = (Date.parse(dueDate) - Date.parse(phDate(t.clock.now()))) / 86_400_000 + 2;
    t.clock.advance(days * 86_400_000);
    expect(await statusOf(t.app, orderId)).toBe(21);
    expect(await catchUpDecisions(t.app)).toBe(1);
    expect(await catchUpDecisions(t.app)).toBe(0);
    const refusal = (await decisions(userId)).slice(before).find((m) => m.order_ref === orderId);
    expect(refusal?.body).toContain('You have a loan that is overdue');
  });

  it('keeps a decision made at 07:00 in the app and texts it at 08:00', async () => {
    const sessionid = await logIn(t.app);
    const userId = await userIdOf(t.db, sessionid);
    const orderId = await pushOk(t.app, sessionid);
    const tomorrow = addDays(phDate(t.clock.now()), 1);
    moveTo(t.clock, tomorrow, 7);
    await ops(t.app, 'POST', `/orders/${orderId}/approve`);
    const [approved] = await decisions(userId);
    expect(approved).toMatchObject({ title: 'Loan approved', sms_status: 'held' });
    const phone = (
      await t.db
        .selectFrom('users')
        .select('phone')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).phone;
    expect(await sendHeldSms(t.app)).toBe(0);
    expect(await textsTo(t.db, phone)).toEqual(
      expect.not.arrayContaining([expect.stringContaining(orderId)]),
    );
    moveTo(t.clock, tomorrow, 8);
    expect(await sendHeldSms(t.app)).toBe(1);
    expect((await textsTo(t.db, phone)).filter((text) => text.includes(orderId))).toHaveLength(1);
    expect((await decisions(userId))[0]?.sms_status).not.toMatch(/held|sending/);
  });

  it('tells of a complaint reply with a link to the complaint, once per reply', async () => {
    const demo = await logInDemoBorrower(t.app);
    const userId = await userIdOf(t.db, demo);
    const filed = await t.app.inject({
      method: 'POST',
      url: endpoints.problemSave.path,
      query: { sessionid: demo },
      payload: { problemType: 2, problemDetail: 'The app froze.', orderNo: DEMO_ORDER_IDS.due },
    });
    const problemId = filed.json().data.problemId as string;
    const reply = (text: string) =>
      ops(t.app, 'POST', `/complaints/${problemId}/reply`, { body: { text } });
    await reply('Sorry: it is fixed.');
    await reply('Sorry: it is fixed.');
    await reply('One more thing: update the app.');
    const replies = (await messagesOf(t.db, userId)).filter((m) => m.kind === 'complaint-reply');
    expect(replies).toHaveLength(2);
    expect(replies[0]).toMatchObject({
      title: 'Reply to your complaint',
      link: `/complainDetails?problemId=${problemId}`,
    });
    expect(replies[0]?.body).toContain(problemId);
  });
});
