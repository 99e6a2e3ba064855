import { TERM_UNIT_DAY } from '@loan/contract';
import type { Agreement, LoanQuote, Variant2Quote } from '../loan-quote.ts';

export const demoQuote: LoanQuote = {
  amount: 500000,
  periods: 91,
  termUnit: TERM_UNIT_DAY,
  details: [
    { text: 'Service fee', value: '₱150.00' },
    { text: 'Received amount', value: '₱4850.00' },
  ],
  repay_plans: [
    { amount: 180000, pay_time: '2026-12-30' },
    { amount: 175000, pay_time: '2027-01-29' },
    { amount: 170000, pay_time: '2027-02-28' },
  ],
  firstPayTime: '2026-12-30',
  firstPeriodDay: 30,
  pRateDsc: '0.05% per day',
  sendSms: 0,
  isPopType: 0,
  popContent: '',
  popTitle: '',
  popAgreementUrl: '',
  comProductLogo: '',
  comProductName: 'Peso Cash',
  applyBlockedMessage: '',
};

export const demoAgreements: Agreement[] = [
  { title: 'Loan Agreement' },
  { title: 'Privacy Agreement' },
];

export const demoVariant2Quote: Variant2Quote = {
  ...demoQuote,
  repaymentDate: '2027-02-28',
  promotion: null,
  buttonText: 'Get my cash',
  buttonMessage: 'Money arrives within 1 to 3 days',
};
