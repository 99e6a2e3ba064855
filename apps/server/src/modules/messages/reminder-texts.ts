import type { BrandConfig } from '@loan/contract';
import { formatMoney } from '../../lib/money-format.ts';
import type { LoanToRemind } from '../loan/reminder-loans.service.ts';

/** A reminder's step: days from the due date (negative before it). */
export type ReminderStep = 'before-3' | 'before-1' | 'due-day' | 'overdue-1';

/** Which step a day is for an instalment due `daysToDue` days later; undefined for none. */
export const STEP_OF_DAYS_TO_DUE: Readonly<Record<number, ReminderStep>> = {
  3: 'before-3',
  1: 'before-1',
  0: 'due-day',
  [-1]: 'overdue-1',
};

export interface ReminderText {
  title: string;
  body: string;
  sms: string;
}

/** The reminder's title, in-app text and SMS: short and plain, as the order page speaks. */
export function reminderText(
  step: ReminderStep,
  loan: LoanToRemind,
  brand: BrandConfig,
): ReminderText {
  const money = (minor: number) => formatMoney(minor, brand);
  const ref = `loan ${loan.orderId}`;
  const safe = `Pay only through the channels in the ${brand.appNameEn} app.`;
  const texts: Record<ReminderStep, { title: string; body: string }> = {
    'before-3': {
      title: 'Payment due in 3 days',
      body: `Your payment of ${money(loan.unpaid)} for ${ref} is due on ${loan.dueDate}. ${safe}`,
    },
    'before-1': {
      title: 'Payment due tomorrow',
      body: `Your payment of ${money(loan.unpaid)} for ${ref} is due tomorrow, ${loan.dueDate}. ${safe}`,
    },
    'due-day': {
      title: 'Payment due today',
      body: `Please pay ${money(loan.amountDue)} for ${ref} today to keep a good record. ${safe}`,
    },
    'overdue-1': {
      title: 'Payment overdue',
      body: `Your payment for ${ref} was due on ${loan.dueDate}. Please pay ${money(loan.amountDue)} now to stop default interest. ${safe}`,
    },
  };
  const { title, body } = texts[step];
  return { title, body, sms: `${brand.appNameEn}: ${body}` };
}
