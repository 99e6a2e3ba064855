import { type Locale, ORDER_STATUS, type OrderStatus } from '@loan/contract';

/**
 * The loan texts a borrower reads on the order, confirm and repayment pages, in English and
 * Filipino (docs/decisions/0038). Each language has every text: a missing one does not compile.
 */
export interface LoanWords {
  days(n: number): string;
  times(n: number): string;
  status: Record<OrderStatus, string>;
  row: {
    loanAmount: string;
    loanTerm: string;
    appliedOn: string;
    releaseDate: string;
    serviceFee: string;
    amountYouReceive: string;
    totalRepayable: string;
    payoutAccount: string;
    notAddedYet: string;
    nextDueDate: string;
    nextPayment: string;
    outstandingBalance: string;
    dueDate: string;
    amountDue: string;
    daysOverdue: string;
    instalmentsDue: string;
    settledOn: string;
    totalPaid: string;
    interest: string;
    firstDueDate: string;
    finalDueDate: string;
    effectiveAnnualRate: string;
    extended: string;
    principalLeft: string;
    interestLeft: string;
    paidSoFar: string;
    totalToClear: string;
    paidToCredit: string;
    credit: string;
    refunded: string;
  };
  charge: { oneTimePenalty: string; defaultInterest: string };
  charged(name: string): string;
  chargePaid(name: string): string;
  chargeOwed(name: string): string;
  chargeWaived(name: string): string;
  extendedBy(times: string, days: string): string;
  releaseWindow(min: number, max: number): string;
}

const EN: LoanWords = {
  days: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
  times: (n) => (n === 1 ? 'once' : `${n} times`),
  status: {
    [ORDER_STATUS.rejected]: 'Not approved',
    [ORDER_STATUS.underReview]: 'Under review',
    [ORDER_STATUS.approved]: 'Approved',
    [ORDER_STATUS.disbursed]: 'Repaying',
    [ORDER_STATUS.due]: 'Due today',
    [ORDER_STATUS.overdue]: 'Overdue',
    [ORDER_STATUS.settled]: 'Paid off',
  },
  row: {
    loanAmount: 'Loan amount',
    loanTerm: 'Loan term',
    appliedOn: 'Applied on',
    releaseDate: 'Release date',
    serviceFee: 'Service fee',
    amountYouReceive: 'Amount you receive',
    totalRepayable: 'Total repayable',
    payoutAccount: 'Payout account',
    notAddedYet: 'Not added yet',
    nextDueDate: 'Next due date',
    nextPayment: 'Next payment',
    outstandingBalance: 'Outstanding balance',
    dueDate: 'Due date',
    amountDue: 'Amount due',
    daysOverdue: 'Days overdue',
    instalmentsDue: 'Instalments due',
    settledOn: 'Settled on',
    totalPaid: 'Total paid',
    interest: 'Interest',
    firstDueDate: 'First due date',
    finalDueDate: 'Final due date',
    effectiveAnnualRate: 'Effective annual rate',
    extended: 'Extended',
    principalLeft: 'Principal left',
    interestLeft: 'Interest left',
    paidSoFar: 'Paid so far',
    totalToClear: 'Total to clear the loan',
    paidToCredit: 'Of it, overpaid',
    credit: 'Your credit',
    refunded: 'Refunded to you',
  },
  charge: { oneTimePenalty: 'One-time penalty', defaultInterest: 'Default interest' },
  charged: (name) => `${name} charged`,
  chargePaid: (name) => `${name} paid`,
  chargeOwed: (name) => `${name} owed`,
  chargeWaived: (name) => `${name} waived`,
  extendedBy: (times, days) => `${times}, by ${days}`,
  releaseWindow: (min, max) => `${min} to ${max} days`,
};

const FIL: LoanWords = {
  days: (n) => `${n} araw`,
  times: (n) => (n === 1 ? 'isang beses' : `${n} beses`),
  status: {
    [ORDER_STATUS.rejected]: 'Hindi naaprubahan',
    [ORDER_STATUS.underReview]: 'Sinusuri pa',
    [ORDER_STATUS.approved]: 'Aprubado',
    [ORDER_STATUS.disbursed]: 'Binabayaran',
    [ORDER_STATUS.due]: 'Due ngayon',
    [ORDER_STATUS.overdue]: 'Lampas na sa due date',
    [ORDER_STATUS.settled]: 'Bayad na',
  },
  row: {
    loanAmount: 'Halaga ng loan',
    loanTerm: 'Tagal ng loan',
    appliedOn: 'Petsa ng application',
    releaseDate: 'Petsa ng release',
    serviceFee: 'Service fee (bayad sa serbisyo)',
    amountYouReceive: 'Matatanggap mo',
    totalRepayable: 'Kabuuang babayaran',
    payoutAccount: 'Payout account (padadalhan)',
    notAddedYet: 'Wala pa',
    nextDueDate: 'Susunod na due date',
    nextPayment: 'Susunod na bayad',
    outstandingBalance: 'Natitirang balanse',
    dueDate: 'Due date (takdang petsa)',
    amountDue: 'Babayaran',
    daysOverdue: 'Araw na lampas sa due date',
    instalmentsDue: 'Mga hulog na dapat bayaran',
    settledOn: 'Natapos bayaran noong',
    totalPaid: 'Kabuuang nabayaran',
    interest: 'Interes',
    firstDueDate: 'Unang due date',
    finalDueDate: 'Huling due date',
    effectiveAnnualRate: 'Epektibong taunang rate',
    extended: 'Na-extend',
    principalLeft: 'Natitirang principal',
    interestLeft: 'Natitirang interes',
    paidSoFar: 'Nabayaran na',
    totalToClear: 'Kabuuan para matapos ang loan',
    paidToCredit: 'Dito, sobrang bayad',
    credit: 'Credit mo',
    refunded: 'Ibinalik sa iyo',
  },
  charge: { oneTimePenalty: 'Isang beses na multa', defaultInterest: 'Interes sa pagkaantala' },
  charged: (name) => `${name} (sinisingil)`,
  chargePaid: (name) => `${name} (nabayaran)`,
  chargeOwed: (name) => `${name} (utang pa)`,
  chargeWaived: (name) => `${name} (na-waive, hindi na sisingilin)`,
  extendedBy: (times, days) => `${times}, nang ${days}`,
  releaseWindow: (min, max) => `${min} hanggang ${max} araw`,
};

export const LOAN_WORDS: Readonly<Record<Locale, LoanWords>> = { en: EN, fil: FIL };
