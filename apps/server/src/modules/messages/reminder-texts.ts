import type { BrandConfig, Locale } from '@loan/contract';
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

type StepTexts = Record<ReminderStep, { title: string; body: string }>;

/** The reminder's texts in English and Filipino (docs/decisions/0038). */
const TEXTS: Record<Locale, (money: Money, loan: LoanToRemind, appName: string) => StepTexts> = {
  en: (money, loan, appName) => {
    const ref = `loan ${loan.orderId}`;
    const safe = `Pay only through the channels in the ${appName} app.`;
    return {
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
  },
  fil: (money, loan, appName) => {
    const ref = `loan ${loan.orderId}`;
    const safe = `Magbayad lang sa mga channel na nasa ${appName} app.`;
    return {
      'before-3': {
        title: 'Due ang bayad sa loob ng 3 araw',
        body: `Ang bayad mo na ${money(loan.unpaid)} para sa ${ref} ay due sa ${loan.dueDate}. ${safe}`,
      },
      'before-1': {
        title: 'Due ang bayad bukas',
        body: `Ang bayad mo na ${money(loan.unpaid)} para sa ${ref} ay due bukas, ${loan.dueDate}. ${safe}`,
      },
      'due-day': {
        title: 'Due ang bayad ngayon',
        body: `Magbayad ng ${money(loan.amountDue)} para sa ${ref} ngayong araw para manatiling maganda ang record mo. ${safe}`,
      },
      'overdue-1': {
        title: 'Lampas na sa due date ang bayad',
        body: `Ang bayad mo para sa ${ref} ay due noong ${loan.dueDate}. Magbayad ng ${money(loan.amountDue)} ngayon para matigil ang interes sa pagkaantala. ${safe}`,
      },
    };
  },
};

type Money = (minor: number) => string;

/** The reminder's title, in-app text and SMS: short and plain, as the order page speaks. */
export function reminderText(
  step: ReminderStep,
  loan: LoanToRemind,
  brand: BrandConfig,
  lang: Locale = 'en',
): ReminderText {
  const money = (minor: number) => formatMoney(minor, brand);
  const { title, body } = TEXTS[lang](money, loan, brand.appNameEn)[step];
  return { title, body, sms: `${brand.appNameEn}: ${body}` };
}
