import { defineMessages } from '@/lib/i18n/catalogue.ts';

/** Texts of My loans, the borrower's home (ours: the spec has no such screen). */
export const myLoansEnglish = {
  loading: 'loading...',
  title: 'My loans',
  unavailable: 'Your loans could not be loaded.',
  notOpened: 'My loans cannot be opened',
  current: 'Your loan now',
  nextDue: 'Next due date',
  nextAmount: 'Next payment',
  amountDue: 'Amount due now',
  outstanding: 'To clear the loan',
  credit: 'Your credit',
  creditOf: (money: string) => `Your credit ${money}`,
  nothingDueUntil: (date: string) => `Nothing to pay now. Your next payment is due on ${date}.`,
  repay: 'Repay',
  orderDetails: 'Order details',
  noCurrent: 'You have no loan to repay.',
  payoutAccount: 'Money is sent to',
  noPayoutAccount: 'No payout account yet: you add one when you accept a loan.',
  loans: 'All my loans',
  noLoans: 'You have not applied for a loan yet.',
  payments: 'Payments and receipts',
  noPayments: 'No payments yet.',
  receipt: (receiptNo: string) => `Receipt ${receiptNo}`,
  messages: 'Messages',
  unread: (count: number) => (count === 1 ? '1 unread' : `${count} unread`),
  newMark: 'New',
  noMessages: 'No messages yet.',
  openMessage: 'Open',
  reminderSms: 'SMS reminders before the due date',
  reminderSmsHint:
    'Due-day and overdue notices, receipts and loan decisions always come by SMS. Every message stays here.',
  language: 'Language',
  languageFailed: 'Your language could not be saved. Please try again.',
  /** Borrower words for the order statuses (the order page keeps the spec's). */
  status: {
    21: 'Not approved',
    110: 'Under review',
    151: 'Approved: accept to receive the money',
    170: 'Being repaid',
    174: 'Due today',
    180: 'Overdue',
    200: 'Paid in full',
  } as Record<number, string>,
  paymentKinds: { instalment: 'Repayment', rollover: 'Rollover fee' },
} as const;

export const myLoansMessages = defineMessages({
  en: myLoansEnglish,
  fil: () => import('./messages.fil.ts').then((texts) => texts.myLoansMessages),
});
