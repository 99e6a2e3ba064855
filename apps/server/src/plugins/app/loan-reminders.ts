import fp from 'fastify-plugin';
import { catchUpDecisions } from '../../modules/messages/decision-messages.service.ts';
import { sendDueReminders } from '../../modules/messages/loan-reminders.service.ts';
import { sendHeldSms } from '../../modules/messages/messages.service.ts';
import { catchUpReceipts } from '../../modules/messages/receipt-messages.service.ts';

// Every quarter hour, so the day's reminders go out within minutes of the sending hours' start
// and a process that was down then catches up; each message is sent once whatever the runs.
const REMINDERS_EVERY_MS = 15 * 60_000;

/**
 * The borrower messages' job, once per interval across all server processes: due-date reminders,
 * the SMS held for the sending hours, and the receipts and decisions whose message did not go
 * after their commit (the process stopped in between; the clock's automatic decisions).
 */
export default fp(
  async (app) => {
    app.jobs.schedule({
      name: 'loan-reminders',
      everyMs: REMINDERS_EVERY_MS,
      run: async (signal) => {
        const receipts = await catchUpReceipts(app, signal);
        const decisions = await catchUpDecisions(app, signal);
        const { sent } = await sendDueReminders(app, signal);
        const held = await sendHeldSms(app, signal);
        if (sent + held + receipts + decisions > 0) {
          app.log.info({ sent, held, receipts, decisions }, 'borrower messages sent');
        }
      },
    });
  },
  { name: 'loan-reminders', dependencies: ['config', 'clock', 'db', 'sms', 'jobs'] },
);
