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
  download: 'Download my data (JSON)',
  fileName: (date: string) => `my-data-${date}.json`,
  erasureTitle: 'Ask us to erase your data',
  erasureText:
    'We erase or anonymise your personal data once nothing needs it. Lending law requires the lender to keep the records of your loans and payments (and what identifies you on them) for the period the law sets after a loan is closed; those are kept until then, used for nothing else, and erased after. An open loan is not erased while it is being repaid.',
  erasureButton: 'Request erasure',
  erasureRecorded: (reference: string, at: string) =>
    `Request ${reference} received on ${at}. Quote this reference to our data protection officer.`,
  erasureFailed: 'The request could not be sent. Please try again.',
} as const;

export const dataRightsMessages = defineMessages({
  en: dataRightsEnglish,
  fil: () => import('./messages.fil.ts').then((texts) => texts.dataRightsMessages),
});
