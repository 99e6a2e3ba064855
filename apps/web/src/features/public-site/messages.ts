import type { BrandSlotValues as BrandTexts } from '@loan/contract';
import {
  DECISION_WITHIN_DAYS,
  LOAN_TERM_MAX_DAYS,
  LOAN_TERM_MIN_DAYS,
  MINIMUM_AGE,
  RELEASE_MAX_DAYS,
  RELEASE_MIN_DAYS,
} from '@loan/contract';
import { defineMessages } from '@/lib/i18n/catalogue.ts';
import { aboutTexts } from './texts/about.ts';
import { days } from './texts/legal-document.ts';

// The public site's texts (spec texts kept as written); the Filipino side is ./messages.fil.ts.

const noSummary = (_brand: BrandTexts): readonly string[] => [];

export const publicSiteEnglish = {
  homeTitle: 'Online cash loans in the Philippines',
  languageLabel: 'Language',
  nav: {
    label: 'Sections',
    home: 'Home',
    about: 'About us',
    privacy: 'Privacy Agreement',
    loanTerms: 'Loan terms and conditions',
    contact: 'Contact Us',
  },
  heroTitle: 'Cash when you need it, straight to your account',
  heroText: 'Apply from your phone in minutes. No collateral, clear fees, no hidden charges.',
  apply: 'Apply',
  signIn: 'Sign in',
  signInHint: 'Already borrowing? Sign in to see your loans, payments and messages.',
  minimumAge: (age: number) => `You must be at least ${age} years old to apply for a loan.`,
  carouselLabel: 'Highlights',
  slideLabel: (index: number, total: number) => `Slide ${index} of ${total}`,
  showSlide: (index: number) => `Show slide ${index}`,
  aboutSummary:
    'We are a licensed lending company that makes short-term personal loans simple, fast and fair for Filipinos.',
  privacySummary:
    'We collect only what we need to assess and service your loan, keep it secure, and never sell it.',
  loanTermsSummary: 'The key figures of every loan we offer:',
  readAbout: 'Read more about us',
  readPrivacy: 'Read the privacy agreement',
  readLoanTerms: 'Read the full loan terms and conditions',
  // The form is checked here and never sent (foundation-and-support §2): the page says so and
  // names the ways that do reach us.
  contactIntro: 'Questions or suggestions? This form is not sent to us: to reach us, call',
  contactIntroOr: 'or e-mail',
  contactName: 'Name',
  contactTelephone: 'Telephone',
  contactSuggestion: 'Suggestion',
  contactSubmit: 'Submit',
  contactIncomplete: 'Please provide complete information!',
  contactPhoneInvalid: 'Please enter a Philippine mobile number, for example 0917 123 4567.',
  contactSuccess: 'Success!',
  footerPhone: 'Phone',
  footerEmail: 'E-mail',
  footerAddress: 'Address',
  copyright: (year: string, company: string) => `© ${year} ${company}, all rights reserved.`,
  aboutTitle: 'About us',
  privacyTitle: 'Privacy policy',
  privacyFrameTitle: 'Privacy policy',
  loanTermsTitle: 'Loan terms and conditions',
  backHome: 'Home',
  loanFacts: [
    `Loan term: ${LOAN_TERM_MIN_DAYS} to ${days(LOAN_TERM_MAX_DAYS)}`,
    `Decision within ${days(DECISION_WITHIN_DAYS)}`,
    `Money released ${RELEASE_MIN_DAYS} to ${days(RELEASE_MAX_DAYS, 'calendar')} after you accept`,
    `For Filipinos over ${MINIMUM_AGE} with a permanent address in the Philippines`,
  ],
  slides: [
    {
      title: `A decision within ${days(DECISION_WITHIN_DAYS)}`,
      text: `Money in your account ${RELEASE_MIN_DAYS} to ${days(RELEASE_MAX_DAYS)} after you accept.`,
    },
    {
      title: `Up to ${days(LOAN_TERM_MAX_DAYS)} to repay`,
      text: `Choose a term from ${LOAN_TERM_MIN_DAYS} to ${days(LOAN_TERM_MAX_DAYS)}.`,
    },
    { title: 'Safe and private', text: 'Your data is encrypted and never sold.' },
  ],
  about: aboutTexts,
  // A Filipino reader gets a plain summary beside each legal text, which stays as the lender
  // wrote it; an English reader reads the text itself.
  summaryHeading: '',
  summaryNote: '',
  privacySummaryPoints: noSummary,
  loanTermsSummaryPoints: noSummary,
};

export const publicSiteMessages = defineMessages({
  en: publicSiteEnglish,
  fil: () => import('./messages.fil.ts').then((texts) => texts.publicSiteMessages),
});
