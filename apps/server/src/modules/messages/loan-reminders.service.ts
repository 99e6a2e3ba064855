import { daysBetween } from '@loan/loan-engine';
import { phDate } from '../../lib/ph-date.ts';
import { savedLanguage } from '../language/language.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { forEachLoanNearDueDate } from '../order/reminder-loans.service.ts';
import { inBothLanguages } from './message-lang.ts';
import { deliverOnce, type MessageDeps } from './messages.service.ts';
import { isEssentialStep, reminderWindow, stepName } from './reminder-steps.ts';
import { reminderText } from './reminder-texts.ts';
import { inSendingHours } from './sending-hours.ts';

export type ReminderDeps = LoanDeps &
  MessageDeps & { config: LoanDeps['config'] & { reminderDays: readonly number[] } };

/**
 * Sends today's reminders on the configured days from an instalment's due date (by default 3
 * and 1 days before it, on it, and on overdue days 1, 3 and 7): an in-app message and an SMS
 * each, once per instalment and step whatever the number of runs (the message's key). Outside
 * the sending hours it sends nothing; the SMS of a reminder before the due date follows the
 * borrower's choice.
 */
export async function sendDueReminders(
  deps: ReminderDeps,
  signal?: AbortSignal,
): Promise<{ sent: number }> {
  const now = deps.clock.now();
  if (!inSendingHours(now)) return { sent: 0 };
  const today = phDate(now);
  const days = new Set(deps.config.reminderDays);
  let sent = 0;
  const window = { today, ...reminderWindow([...days]) };
  await forEachLoanNearDueDate(
    deps,
    window,
    async (loans) => {
      for (const loan of loans) {
        const daysToDue = daysBetween(today, loan.dueDate);
        if (!days.has(daysToDue) || signal?.aborted) continue;
        const step = stepName(daysToDue);
        const lang = await savedLanguage(deps.db, loan.userId);
        const delivered = await deliverOnce(deps, {
          userId: loan.userId,
          phone: loan.phone,
          orderId: loan.orderId,
          kind: `reminder:${step}`,
          key: `reminder:${loan.orderId}:${loan.instalment}:${loan.dueDate}:${step}`,
          essential: isEssentialStep(daysToDue),
          sms: reminderText(daysToDue, loan, deps.config.brand, lang).sms,
          texts: await inBothLanguages((each) =>
            reminderText(daysToDue, loan, deps.config.brand, each),
          ),
        });
        if (delivered) sent += 1;
      }
    },
    signal,
  );
  return { sent };
}
