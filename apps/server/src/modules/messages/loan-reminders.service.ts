import { phDate } from '../../lib/ph-date.ts';
import { savedLanguage } from '../language/language.service.ts';
import { daysBetween } from '../loan/engine/index.ts';
import type { LoanDeps } from '../loan/loan-deps.ts';
import { forEachLoanNearDueDate } from '../loan/reminder-loans.service.ts';
import { deliverOnce, type MessageDeps } from './messages.service.ts';
import { reminderText, STEP_OF_DAYS_TO_DUE } from './reminder-texts.ts';

/**
 * Philippine hours in which reminders go out: a borrower hears from us in the morning, never at
 * night (inside SEC MC 18 s.2019's 06:00-22:00 for any contact).
 */
export const REMINDER_HOURS = { from: 8, until: 20 } as const;
const PHT_OFFSET_MS = 8 * 3_600_000;

export function inReminderHours(now: Date): boolean {
  const hour = new Date(now.getTime() + PHT_OFFSET_MS).getUTCHours();
  return hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.until;
}

export type ReminderDeps = LoanDeps & MessageDeps;

/**
 * Sends today's reminders: 3 days and 1 day before an instalment's due date, on it, and on the
 * first overdue day; an in-app message and an SMS each, once per instalment and step whatever the
 * number of runs (the message's key). Outside the sending hours it sends nothing.
 */
export async function sendDueReminders(
  deps: ReminderDeps,
  signal?: AbortSignal,
): Promise<{ sent: number }> {
  const now = deps.clock.now();
  if (!inReminderHours(now)) return { sent: 0 };
  const today = phDate(now);
  let sent = 0;
  const window = { today, daysBefore: 3, daysAfter: 1 };
  await forEachLoanNearDueDate(
    deps,
    window,
    async (loans) => {
      for (const loan of loans) {
        const step = STEP_OF_DAYS_TO_DUE[daysBetween(today, loan.dueDate)];
        if (!step || signal?.aborted) continue;
        const lang = await savedLanguage(deps.db, loan.userId);
        const text = reminderText(step, loan, deps.config.brand, lang);
        const delivered = await deliverOnce(deps, {
          userId: loan.userId,
          phone: loan.phone,
          orderId: loan.orderId,
          kind: `reminder:${step}`,
          key: `reminder:${loan.orderId}:${loan.instalment}:${loan.dueDate}:${step}`,
          ...text,
        });
        if (delivered) sent += 1;
      }
    },
    signal,
  );
  return { sent };
}
