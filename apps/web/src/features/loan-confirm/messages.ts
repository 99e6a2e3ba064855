import { defineMessages } from '@/lib/i18n/catalogue.ts';

// This screen's texts; the shared ones are in lib/messages.ts (spec texts kept as written in English).

/** The English side; the Filipino side (./messages.fil.ts) must match its shape. */
export const loanConfirmEnglish = {
  title: 'Confirm loan',
  noProduct: 'No loan product was chosen. Please go back and choose one.',
  unavailable: 'The loan details are not available right now.',
  amountLabel: 'Loan amount',
  termLabel: 'Loan term',
  termDays: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  rateLabel: 'Interest rate',
  repaymentDateLabel: 'Repayment date',
  firstPaymentDateLabel: 'First payment date',
  lastPaymentDateLabel: 'Last payment date',
  detailsHeader: 'Loan details',
  planHeader: 'Repayment plan',
  planItem: (index: number, total: number) => `Instalment ${index} of ${total}`,
  consent: 'I have read and agree to',
  agreementsLabel: 'Loan agreements',
  and: 'and',
  loanNow: 'Loan Now',
  agreementTitle: 'Loan agreement',
  agree: 'Agree',
  cancel: 'Cancel',
  close: 'Close',
  exitTitle: 'Point out',
  linkRefused: 'This link cannot be opened.',
  closePromotion: 'Close',
  applyBlockedTitle: 'Repay your overdue loan first',
  applyBlockedAction: 'See my loans and repay',
} as const;

export const loanConfirmMessages = defineMessages({
  en: loanConfirmEnglish,
  fil: () => import('./messages.fil.ts').then((texts) => texts.loanConfirmMessages),
});
