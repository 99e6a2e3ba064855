import { DEMO_BORROWER_PHONE, DEMO_ORDER_IDS, DEMO_PRODUCT_ID, endpoints } from '@loan/contract';
import { addDays } from '@loan/loan-engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { phDate } from '../../../src/lib/ph-date.ts';
import { sendDueReminders } from '../../../src/modules/messages/loan-reminders.service.ts';
import { call } from '../../helpers/api.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { logInDemoBorrower, OPS_ENV, userIdOf } from '../../helpers/loan.ts';
import { messagesOf, moveTo, textsTo } from './message-helpers.ts';

describe('the reminder schedule', () => {
  const t = useTestApp({ env: OPS_ENV });
  let demo: string;
  let userId: string;
  beforeAll(async () => {
    demo = await logInDemoBorrower(t.app);
    userId = await userIdOf(t.db, demo);
  });
  const of = async (orderId: string) =>
    (await messagesOf(t.db, userId)).filter(
      (message) => message.order_ref === orderId && message.kind.startsWith('reminder:'),
    );
  const run = async () => (await sendDueReminders(t.app)).sent;

  it('reads REMINDER_DAYS, refusing a schedule that is not one', () => {
    expect(loadConfig({}).reminderDays).toEqual([3, 1, 0, -1, -3, -7]);
    expect(loadConfig({ REMINDER_DAYS: '-2, 5,0' }).reminderDays).toEqual([5, 0, -2]);
    expect(() => loadConfig({ REMINDER_DAYS: '3,x' })).toThrow(/REMINDER_DAYS/);
    expect(() => loadConfig({ REMINDER_DAYS: '3,3' })).toThrow(/must not repeat/);
    expect(() => loadConfig({ REMINDER_DAYS: '45' })).toThrow(/within 30 days/);
  });

  it('respects the switched-off SMS of the reminders before a due date, never of the due day', async () => {
    const saved = await call(
      t.app,
      endpoints.messageSettings,
      { reminderSms: false },
      { sessionid: demo },
    );
    expect(saved.body.data).toEqual({ reminderSms: false });
    const home = await call(t.app, endpoints.myLoans, {}, { sessionid: demo });
    expect(home.body.data?.reminderSms).toBe(false);
    const page = await call(
      t.app,
      endpoints.installmentDetail,
      { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.disbursed },
      { sessionid: demo },
    );
    const due = page.body.data?.repayDate ?? '';
    moveTo(t.clock, addDays(due, -3), 9);
    const before = (await textsTo(t.db, DEMO_BORROWER_PHONE)).length;
    await run();
    const [early] = await of(DEMO_ORDER_IDS.disbursed);
    expect(early).toMatchObject({ title: 'Payment due in 3 days', sms_status: 'opted-out' });
    const sent = (await textsTo(t.db, DEMO_BORROWER_PHONE)).slice(before);
    expect(sent.filter((text) => text.includes(DEMO_ORDER_IDS.disbursed))).toEqual([]);
    moveTo(t.clock, due, 9);
    await run();
    const onTheDay = (await of(DEMO_ORDER_IDS.disbursed)).at(-1);
    expect(onTheDay?.title).toBe('Payment due today');
    expect(onTheDay?.sms_status).not.toMatch(/opted-out|held/);
    const texts = await textsTo(t.db, DEMO_BORROWER_PHONE);
    expect(texts.at(-1)).toContain(`Please pay`);
    expect(texts.at(-1)).toContain(DEMO_ORDER_IDS.disbursed);
  });

  it('reminds on overdue days 1, 3 and 7, each once, from 08:00 only', async () => {
    const page = await call(
      t.app,
      endpoints.installmentDetail,
      { productId: DEMO_PRODUCT_ID, orderId: DEMO_ORDER_IDS.disbursed },
      { sessionid: demo },
    );
    const due = page.body.data?.repayDate ?? '';
    expect(phDate(t.clock.now())).toBe(due);
    const titles = async () => (await of(DEMO_ORDER_IDS.disbursed)).map((m) => m.title);
    for (const day of [1, 2, 3, 4, 7, 8]) {
      moveTo(t.clock, addDays(due, day), 7);
      expect(await run()).toBe(0);
      moveTo(t.clock, addDays(due, day), 8);
      await run();
      await run();
    }
    expect(await titles()).toEqual([
      'Payment due in 3 days',
      'Payment due today',
      'Payment overdue',
      'Payment 3 days overdue',
      'Payment 7 days overdue',
    ]);
    const texts = await textsTo(t.db, DEMO_BORROWER_PHONE);
    expect(
      texts.filter((text) => text.includes(`loan ${DEMO_ORDER_IDS.disbursed} was due`)),
    ).toHaveLength(3);
  });
});
