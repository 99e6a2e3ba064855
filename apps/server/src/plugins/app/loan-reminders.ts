import fp from 'fastify-plugin';
import { sendDueReminders } from '../../modules/messages/loan-reminders.service.ts';

// Every quarter hour, so the day's reminders go out within minutes of the sending hours' start
// and a process that was down then catches up; each reminder is sent once whatever the runs.
const REMINDERS_EVERY_MS = 15 * 60_000;

/** Due-date reminders (in-app message and SMS), once per interval across all server processes. */
export default fp(
  async (app) => {
    app.jobs.schedule({
      name: 'loan-reminders',
      everyMs: REMINDERS_EVERY_MS,
      run: async (signal) => {
        const result = await sendDueReminders(app, signal);
        if (result.sent > 0) app.log.info({ sent: result.sent }, 'reminders sent');
      },
    });
  },
  { name: 'loan-reminders', dependencies: ['config', 'clock', 'db', 'sms', 'jobs'] },
);
