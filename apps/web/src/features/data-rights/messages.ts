import { defineMessages } from '@/lib/i18n/catalogue.ts';

/** Texts of the borrower's data page (Data Privacy Act of 2012, RA 10173). */
export const dataRightsEnglish = {
  title: 'Your data',
  loading: 'Loading...',
  unavailable: 'Your data could not be loaded.',
  intro:
    'Under the Data Privacy Act of 2012 (RA 10173) you may see the personal data we hold about you, take a copy, and ask us to erase it.',
  sections: {
    profile: 'Profile',
    orders: 'Loans',
    payments: 'Payments',
    complaints: 'Complaints',
    consents: 'Consents',
    sessions: 'Sign-ins',
  },
  mobile: 'Mobile number',
  registeredAt: 'Registered on',
  count: (n: number) => (n === 1 ? '1 record' : `${n} records`),
  language: 'Language',
  languages: { en: 'English', fil: 'Filipino' },
  notChosen: 'Not chosen',
  payoutAccount: 'Payout account',
  noPayoutAccount: 'None',
  messages: 'Messages',
  consentsTitle: 'What you agreed to',
  noConsents: 'You have not applied for a loan, so you have agreed to nothing yet.',
  noConsentsRecorded: 'No agreement is recorded with your loans.',
  consentOrder: (orderId: string) => `Loan ${orderId}`,
  consentAt: (time: string) => `Agreed on ${time}`,
  documents: { 'loan-agreement': 'Loan Agreement', 'disclosure-statement': 'Disclosure Statement' },
  documentVersion: (document: string, version: string) => `${document}, version of ${version}`,
  download: 'Download my data (JSON)',
  fileName: (date: string) => `my-data-${date}.json`,
  erasureTitle: 'Ask us to erase your data',
  erasureText:
    'Once your loans are closed and the retention period the law sets for lending records has passed since the last one, we anonymise your personal data. Until then everything is kept as it is, used for nothing else.',
  keptTitle: 'Kept, because lending law requires it',
  kept: 'Your loans and their ledger, your payments and official receipts, and the agreements you accepted. They stay with the lender, no longer tied to your mobile number.',
  anonymisedTitle: 'Anonymised',
  anonymised:
    'Your mobile number, with your sign-ins and login codes; the messages and SMS we sent you; the words and photos of your complaints; the names and notes of collection calls; your payout account number (the masked form stays with the loan it paid). We never asked for your name, so none is kept.',
  erasureButton: 'Request erasure',
  erasureConfirmTitle: 'Erase your data?',
  erasureConfirmLoans:
    'We anonymise your mobile number, sign-ins, messages, complaints and payout account once your loans are closed and the retention period has passed. The loan records the law requires stay with the lender. Until it is carried out you can withdraw the request here.',
  erasureConfirmNoLoans:
    'You have no loans, so we erase your data within a day: your mobile number, sign-ins, messages and complaints. This session then ends; signing in again with this number starts a new, empty account. Until it is carried out you can withdraw the request here.',
  erasureConfirm: 'Yes, erase',
  erasureCancel: 'Keep my data',
  erasureWithdraw: 'Withdraw the request',
  erasureWithdrawn: 'Your request is withdrawn. Nothing will be erased.',
  erasureRequest: 'Request',
  erasureReceived: 'Received',
  erasureState: 'Status',
  erasureFrom: 'Carried out from',
  erasureDone: 'Carried out on',
  states: {
    waitingForLoans: 'Waiting: a loan is still open',
    scheduled: 'Scheduled',
    due: 'Being carried out',
    completed: 'Done',
  },
  erasureNote: {
    waitingForLoans:
      'We carry it out once your loans are closed and the retention period after the last one has passed.',
    scheduled: 'We carry it out on this date, when the retention period after your last loan ends.',
    due: 'We carry it out within a day. Signing in again with this number afterwards starts a new, empty account.',
  },
  erasureQuote: 'Quote the request number to our data protection officer.',
  erasureFailed: 'The request could not be sent. Please try again.',
} as const;

export const dataRightsMessages = defineMessages({
  en: dataRightsEnglish,
  fil: () => import('./messages.fil.ts').then((texts) => texts.dataRightsMessages),
});
