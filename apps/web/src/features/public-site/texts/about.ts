import type { BrandSlotValues as BrandTexts } from '@loan/contract';
import {
  DECISION_WITHIN_DAYS,
  LOAN_TERM_MAX_DAYS,
  lenderRegistrationText,
  RELEASE_MAX_DAYS,
} from '@loan/contract';
import { days } from './legal-document.ts';

export interface Advantage {
  title: string;
  text: string;
}

/**
 * The about-us text (spec 1 §2: mission, advantages, team and the customer service e-mail). The
 * advantages come in the order fast, flexible, safe (their icons).
 */
export function aboutTexts(brand: BrandTexts) {
  return {
    missionHeading: 'Our mission',
    mission: `${brand.companyName} makes borrowing simple, fast and fair for every Filipino. With ${brand.appName} you apply from your phone, see every fee before you accept, and repay the way that suits you. ${brand.companyName} is registered with the Securities and Exchange Commission: ${lenderRegistrationText(brand)}.`,
    advantagesHeading: 'Why borrowers choose us',
    advantages: [
      {
        title: 'Fast',
        text: `A decision within ${days(DECISION_WITHIN_DAYS)}, and money in your account within ${days(RELEASE_MAX_DAYS)} of accepting.`,
      },
      {
        title: 'Flexible',
        text: `Terms of up to ${days(LOAN_TERM_MAX_DAYS)}, early repayment and prolongation when you need more time.`,
      },
      {
        title: 'Safe',
        text: 'Registered lender, encrypted data, and no hidden charges: what you see is what you pay.',
      },
    ] satisfies Advantage[],
    teamHeading: 'Our team',
    team: 'We are credit, technology and customer care people who have served borrowers across the Philippines for years. Our customer service team answers every day, in English and Filipino.',
    contactHeading: 'Customer service',
    contact: 'Questions about a loan or our service? Write to us at',
  };
}
