import { DEMO_BORROWER_PHONE, DEMO_ORDER_IDS, endpoints } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../../src/modules/messages/loan-reminders.service.ts';
import { SMS_DELIVERY_JOB, SMS_RETRY_JOB } from '../../../src/modules/messages/messages.service.ts';
import { inSendingHours } from '../../../src/modules/messages/sending-hours.ts';
import type { SmsProvider } from '../../../src/modules/sms/sms-provider.ts';
import { call, requestCode } from '../../helpers/api.ts';
import { ops } from '../../helpers/loan.ts';
import { generateCode, paidEvent, sendCallback } from '../../helpers/repayment.ts';
import { useQueueTestApp } from './queue-test-app.ts';

const MINUTE_MS = 60_000;
const GCASH = 20001;
// 19:52 to 20:02 Philippine time: down for ten minutes, and back only after the sending hours.
const DOWN_FROM = Date.parse('2026-03-02T19:52:00+08:00');
const DOWN_UNTIL = DOWN_FROM + 10 * MINUTE_MS;

interface Delivered {
  text: string;
  at: number;
}

describe('an SMS gateway down for ten minutes', () => {
  const delivered: Delivered[] = [];
  let lastCode = '';
  const now = () => t.clock.now();
  const gateway: SmsProvider = {
    async send(message) {
      if (message.code) {
        lastCode = message.code;
        return { provider: 'fake', messageId: null, status: 'Queued' };
      }
      if (now() >= DOWN_FROM && now() < DOWN_UNTIL) throw new Error('gateway answered HTTP 503');
      delivered.push({ text: message.text, at: now() });
      return { provider: 'fake', messageId: `fake-${delivered.length}`, status: 'Queued' };
    },
    async deliveryStatus() {
      return 'Sent';
    },
  };
  const t = useQueueTestApp({ start: '2026-03-02T19:50:00+08:00', sms: gateway });
  const runSmsJobs = () => t.app.jobs.queue.runDue([SMS_RETRY_JOB, SMS_DELIVERY_JOB]);
  const messages = () =>
    t.database.db
      .selectFrom('borrower_messages')
      .select(['kind', 'body', 'sms_status'])
      .where((eb) => eb.or([eb('kind', '=', 'receipt'), eb('kind', 'like', 'reminder:%')]))
      .orderBy('created_at')
      .execute();

  it('loses no reminder or receipt: each is texted once, after it returns, inside the sending hours', async () => {
    await requestCode(t.app, DEMO_BORROWER_PHONE);
    const login = await call(t.app, endpoints.login, {
      phone: DEMO_BORROWER_PHONE,
      code: lastCode,
    });
    const demo = login.body.data?.sessionid ?? '';
    await t.clock.tick(2 * MINUTE_MS);
    const fromHere = delivered.length;

    expect((await sendDueReminders(t.app)).sent).toBe(1);
    const amount = 10_000;
    const code = await generateCode(t.app, demo, {
      orderId: DEMO_ORDER_IDS.due,
      amount,
      channelNumber: GCASH,
    });
    const paid = paidEvent(code.body.data?.payCode ?? '', amount, 'pay_during_outage');
    expect((await sendCallback(t.app, paid)).statusCode).toBe(200);
    expect((await messages()).map((message) => message.sms_status)).toEqual([
      'retrying',
      'retrying',
    ]);

    // The queue tries again with backoff; the gateway is back at 20:02, after the sending hours.
    // Backoff waits double from a minute (with jitter): 40 minutes see every attempt past 20:00.
    for (let step = 0; step < 8; step += 1) {
      await t.clock.tick(5 * MINUTE_MS);
      await runSmsJobs();
    }
    expect(delivered.slice(fromHere)).toEqual([]);
    expect((await messages()).map((message) => message.sms_status)).toEqual(['held', 'held']);

    // The next morning's first run of the messages job texts what was held.
    await t.clock.setTime('2026-03-03T08:00:00+08:00');
    await t.app.jobs.send('loan-reminders');
    await t.app.jobs.queue.runDue(['loan-reminders']);
    for (let step = 0; step < 6; step += 1) {
      await t.clock.tick(5 * MINUTE_MS);
      await runSmsJobs();
    }

    const texts = delivered.slice(fromHere);
    const stored = await messages();
    const dueToday = texts.filter((text) => text.text.includes('today'));
    const receipts = texts.filter((text) => text.text.includes('Official receipt'));
    expect(dueToday).toHaveLength(1);
    expect(receipts).toHaveLength(1);
    for (const text of texts) {
      expect(text.at).toBeGreaterThanOrEqual(DOWN_UNTIL);
      expect(inSendingHours(new Date(text.at))).toBe(true);
    }
    // The gateway's word on each was asked for and kept.
    expect(stored.map((row) => row.sms_status)).toEqual(stored.map(() => 'Sent'));
    const outbox = await t.database.db
      .selectFrom('sms_outbox')
      .select('status')
      .where('phone', '=', DEMO_BORROWER_PHONE)
      .where('created_at', '>=', new Date(DOWN_UNTIL))
      .execute();
    expect(outbox.length).toBe(texts.length);
    expect(outbox.every((row) => row.status === 'Sent')).toBe(true);
    const overview = (await ops(t.app, 'GET', '/job-queue')).body.data;
    expect(overview.deadLetters).toEqual([]);
  });
});
