import { defineMessages } from '@/lib/i18n/catalogue.ts';

// This screen's texts; the shared ones are in lib/messages.ts (spec texts kept as written in English).

/** The English side; the Filipino side (./messages.fil.ts) must match its shape. */
export const loanDetailEnglish = {
  title: 'Order Details',
  loading: 'loading...',
  missingOrder: 'This order cannot be opened: the address has no product or order number.',
  unavailable: 'Order details are not available right now.',
  notOpened: 'This order could not be opened',
  notOpenedHint: 'Check the link you followed, or go back to your loans and open the order there.',
  repay: 'REPAY',
  repayment: 'Repayment',
  rollover: 'Rollover Repayment',
  rolloverHint: 'Short of money?',
  borrowAgain: 'Borrow Again',
  moreProducts: 'Click to view more products',
  myLoans: 'My loans',
  myLoansUnread: (count: number) =>
    count === 1 ? 'My loans: 1 unread message' : `My loans: ${count} unread messages`,
  paymentsAndReceipts: 'Payments and receipts',
  myProfile: 'My profile',
  yourData: 'Your data',
  callService: (phone: string) => `Customer service: ${phone}`,
  linkBlocked: 'This page cannot be opened.',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  kindTipsTitle: 'Kind tips',
  withdrawLabel: 'Withdraw your loan',
  withdrawNow: 'Withdraw Now',
  bindCard: 'Go and bind the card',
  addPayoutAccount: 'Add a payout account',
  ratingTitle: 'Rate your experience',
  ratingText: 'How do you like our service?',
  ratingStars: 'Stars',
  star: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
  submit: 'Submit',
  chooseStar: 'Please choose at least one star.', // spec: 'Silakan pilih'
  ratingThanksTitle: 'Thank you!',
  ratingThanksText: 'Thank you for your rating. We will keep improving our service.',
  ok: 'OK',
} as const;

export const loanDetailMessages = defineMessages({
  en: loanDetailEnglish,
  fil: () => import('./messages.fil.ts').then((texts) => texts.loanDetailMessages),
});

/** The English side; the Filipino side (./messages.fil.ts) must match its shape. */
export const loanWithdrawEnglish = {
  title: 'Withdraw',
  intro: 'Please check the loan you are accepting before you confirm.',
  confirm: 'Confirm withdrawal',
  notWaiting: 'This loan has no withdrawal waiting.',
  accountFirst: 'Add the account we send the money to, then accept the loan.',
  backToOrder: 'Back to order details',
} as const;

export const loanWithdrawMessages = defineMessages({
  en: loanWithdrawEnglish,
  fil: () => import('./messages.fil.ts').then((texts) => texts.loanWithdrawMessages),
});

/** The English side; the Filipino side (./messages.fil.ts) must match its shape. */
export const offHoursConsentEnglish = {
  title: 'Calls before 6:00 AM or after 10:00 PM',
  intro:
    'Our collectors call or message you only from 6:00 AM to 10:00 PM Philippine time, unless your loan is more than 15 days overdue or you allow calls outside these hours. It is your choice.',
  youAgreeTo: 'If you allow it, you agree to:',
  agree: 'I allow calls outside these hours',
  agreedAt: (time: string) => `You allowed it on ${time}, agreeing to:`,
  withdraw: 'Take back my permission',
  notNow: 'You can allow this only while your loan is being repaid.',
  failed: 'This did not go through. Please try again.',
} as const;

export const offHoursConsentMessages = defineMessages({
  en: offHoursConsentEnglish,
  fil: () => import('./messages.fil.ts').then((texts) => texts.offHoursConsentMessages),
});
