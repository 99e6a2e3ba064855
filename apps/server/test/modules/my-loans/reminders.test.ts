import { DEMO_BORROWER_PHONE, DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { addDays, daysBetween } from '@loan/loan-engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { phDate } from '../../../src/lib/ph-date.ts';
import { sendDueReminders } from '../../../src/modules/messages/loan-reminders.service.ts';
import { call, logIn } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV } from '../../helpers/loan.ts';

describe('due-date reminders', () => {
  const t = useTestApp({ env: OPS_ENV });
  let demo: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
  });
  const home = async () => {
    const { body } = await call(t.app, endpoints.myLoans, {}, { sessionid: demo });
    if (!body.data) throw new Error(body.message);
    return body.data;
  };
  const texts = async () =>
    (
      await t.db
        .selectFrom('sms_outbox')
        .select('body')
        .where('phone', '=', DEMO_BORROWER_PHONE)
        .orderBy('created_at')
        .execute()
    ).map((row) => row.body);
  /** Moves the clock forward to `hour`:00 Philippine time on `date`. */
  const moveTo = (date: string, hour: number) => {
    const target = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`).getTime();
    const now = t.clock.now().getTime();
    expect(target).toBeGreaterThan(now);
    t.clock.advance(target - now);
  };
  const run = async () => (await sendDueReminders(t.app)).sent;

  it('reminds on the due date once, as a message and an SMS, whatever the number of runs', async () => {
    // The test clock starts at 17:00 Philippine time; the demo's due loan is due today.
    const before = await texts();
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const sent = (await texts()).slice(before.length);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`loan ${DEMO_ORDER_IDS.due}`);
    expect(sent[0]).toContain('today');
    const { messages, unread } = await home();
    expect(unread).toBe(1);
    expect(messages[0]).toMatchObject({
      title: 'Payment due today',
      orderId: DEMO_ORDER_IDS.due,
      read: false,
    });
    const row = await t.db
      .selectFrom('borrower_messages')
      .select('sms_status')
      .executeTakeFirstOrThrow();
    expect(row.sms_status).not.toBeNull();
  });

  it('sends nothing before 08:00 or from 20:00 Philippine time, and the first overdue day at 08:00', async () => {
    const today = phDate(t.clock.now());
    moveTo(today, 20);
    expect(await run()).toBe(0);
    moveTo(addDays(today, 1), 7);
    expect(await run()).toBe(0);
    moveTo(addDays(today, 1), 8);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const { messages, unread } = await home();
    expect(unread).toBe(2);
    expect(messages.map((message) => message.title)).toEqual([
      'Payment overdue',
      'Payment due today',
    ]);
    expect(messages[0]?.body).toContain('stop default interest');
  });

  it('reminds 3 days and 1 day before the due date of a loan not yet due', async () => {
    const page = await call(
      t.app,
      endpoints.installmentDetail,
      { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.disbursed },
      { sessionid: demo },
    );
    const due = page.body.data?.repayDate ?? '';
    expect(daysBetween(phDate(t.clock.now()), due)).toBeGreaterThan(4);
    moveTo(addDays(due, -4), 9);
    expect(await run()).toBe(0);
    moveTo(addDays(due, -3), 9);
    expect(await run()).toBe(1);
    moveTo(addDays(due, -2), 9);
    expect(await run()).toBe(0);
    moveTo(addDays(due, -1), 9);
    expect(await run()).toBe(1);
    const titles = (await home()).messages.map((message) => message.title);
    expect(titles.slice(0, 2)).toEqual(['Payment due tomorrow', 'Payment due in 3 days']);
    const sms = await texts();
    expect(sms.at(-1)).toContain(`is due tomorrow, ${due}`);
    expect(sms.at(-2)).toContain(`is due on ${due}`);
  });

  it('marks only the borrower’s own messages read', async () => {
    const { messages, unread } = await home();
    const first = messages[0]!.id;
    const stranger = await logIn(t.app);
    const other = await call(
      t.app,
      endpoints.messagesRead,
      { ids: [first] },
      { sessionid: stranger },
    );
    expect(other.body.data).toEqual({ read: 0 });
    const own = await call(t.app, endpoints.messagesRead, { ids: [first] }, { sessionid: demo });
    expect(own.body.data).toEqual({ read: 1 });
    const again = await call(t.app, endpoints.messagesRead, { ids: [first] }, { sessionid: demo });
    expect(again.body.data).toEqual({ read: 0 });
    const after = await home();
    expect(after.unread).toBe(unread - 1);
    expect(after.messages[0]).toMatchObject({ id: first, read: true });
    const bad = await call(t.app, endpoints.messagesRead, { ids: ['nope'] }, { sessionid: demo });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('ids');
  });
});
