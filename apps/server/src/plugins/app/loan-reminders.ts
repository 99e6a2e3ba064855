import fp from 'fastify-plugin';
import { catchUpDecisions } from '../../modules/messages/decision-messages.service.ts';
import { sendDueReminders } from '../../modules/messages/loan-reminders.service.ts';
import {
  resendRetryJobs,
  retrySms,
  SMS_DELIVERY_JOB,
  SMS_RETRY_JOB,
  sendHeldSms,
} from '../../modules/messages/messages.service.ts';
import { catchUpReceipts } from '../../modules/messages/receipt-messages.service.ts';
import {
  checkSmsDelivery,
  type DeliveryCheck,
} from '../../modules/messages/sms-delivery.service.ts';

// Every quarter hour, so the day's reminders go out within minutes of the sending hours' start
// and a process that was down then catches up; each message is sent once whatever the runs.
const REMINDERS_CRON = '*/15 * * * *';

/**
 * The borrower messages' jobs: every quarter hour (once across all server processes) due-date
 * reminders, the SMS held for the sending hours, and the receipts and decisions whose message did
 * not go after their commit; a failed SMS tried again with backoff for a day (decision 0077),
 * and the gateway asked whether each sent SMS arrived.
 */
export default fp(
  async (app) => {
    app.jobs.schedule({
      name: 'loan-reminders',
      cron: REMINDERS_CRON,
      run: async (signal) => {
        const receipts = await catchUpReceipts(app, signal);
        const decisions = await catchUpDecisions(app, signal);
        const { sent } = await sendDueReminders(app, signal);
        const held = await sendHeldSms(app, signal);
        const retried = await resendRetryJobs(app, signal);
        if (sent + held + receipts + decisions + retried > 0) {
          app.log.info({ sent, held, receipts, decisions, retried }, 'borrower messages sent');
        }
      },
    });
    // 1 min, 2, 4 ... capped at 30: twelve more attempts cover about four hours of a gateway
    // down; an SMS outside the sending hours waits for the morning instead.
    app.jobs.define<{ messageId: string }>({
      name: SMS_RETRY_JOB,
      retry: { limit: 12, delaySeconds: 60, maxDelaySeconds: 1800 },
      onePerKey: true,
      run: async ({ messageId }, { lastAttempt }) => {
        await retrySms(app, messageId, lastAttempt);
      },
    });
    app.jobs.define<DeliveryCheck>({
      name: SMS_DELIVERY_JOB,
      retry: { limit: 5, delaySeconds: 60, maxDelaySeconds: 1800 },
      onePerKey: true,
      run: async (check) => {
        await checkSmsDelivery(app, check);
      },
    });
  },
  { name: 'loan-reminders', dependencies: ['config', 'clock', 'db', 'sms', 'jobs'] },
);
