import type { BrandSlotValues as BrandTexts } from '@loan/contract';
import {
  ASSIGNMENT_NOTICE_BUSINESS_DAYS,
  DECISION_WITHIN_DAYS,
  DEFAULT_DAILY_INTEREST_TIERS,
  DEFAULT_PENALTY_NEW_CLIENT,
  DEFAULT_PENALTY_REPEAT_CLIENT,
  formatMajorAmount,
  JUDGMENT_PAYMENT_DAYS,
  LOAN_TERM_MAX_DAYS,
  LOAN_TERM_MIN_DAYS,
  lenderRegistrationText,
  MINIMUM_AGE,
  MINOR_UNITS_PER_MAJOR,
  PERSONAL_DETAILS_NOTICE_DAYS,
  PREPAYMENT_MIN_DAYS_AFTER_RELEASE,
  PREPAYMENT_MIN_TERM_FRACTION,
  RELEASE_MAX_DAYS,
  RELEASE_MIN_DAYS,
} from '@loan/contract';
import { days, type LegalSection } from './legal-document.ts';

/** A peso (or rupee) amount given in major units, as the app shows amounts: '₱1,000.00'. */
export function money(brand: BrandTexts, major: number): string {
  return `${brand.currencySign}${formatMajorAmount(major * MINOR_UNITS_PER_MAJOR)}`;
}

function tierText(tier: (typeof DEFAULT_DAILY_INTEREST_TIERS)[number]): string {
  const span =
    tier.toDay === null
      ? `from day ${tier.fromDay} of the Default onwards`
      : `from day ${tier.fromDay} to day ${tier.toDay} of the Default`;
  return `${tier.percent}% of the unpaid amount per day, ${span};`;
}

/**
 * The loan terms and conditions. Every figure comes from the contract's constants, which the loan
 * engine uses too, so the text and the loans it describes cannot disagree.
 */
export function loanTermsSections(brand: BrandTexts): LegalSection[] {
  const prepaymentPercent = Math.round(PREPAYMENT_MIN_TERM_FRACTION * 100);
  return [
    {
      id: 'introduction',
      heading: '1. Introduction',
      paragraphs: [
        `These Loan terms and conditions govern every loan that ${brand.companyName} grants through the ${brand.appName} application and website. By applying for a loan the Borrower confirms having read, understood and accepted them.`,
      ],
    },
    {
      id: 'definitions',
      heading: '2. Definitions',
      paragraphs: ['In these terms the following words have the meanings given below.'],
      items: [
        `"Lender" means ${brand.companyName}, with its principal office at ${brand.companyAddress}, ${lenderRegistrationText(brand)}.`,
        '"Borrower" means the natural person who applies for and receives a Loan from the Lender.',
        '"Platform" means the application and website through which the Lender offers Loans.',
        '"Application" means the Borrower\'s request for a Loan made through the Platform.',
        '"Loan" means the sum of money the Lender lends to the Borrower under these terms.',
        '"Loan Amount" means the principal of the Loan as shown in the loan confirmation.',
        '"Loan Term" means the period, counted in calendar days from the Release, within which the Loan must be repaid.',
        '"Release" means the crediting of the Loan Amount to the Borrower\'s account.',
        '"Maturity Date" means the last day of the Loan Term.',
        '"Default" means any part of the amount due remaining unpaid after the Maturity Date.',
        '"Prolongation" means the extension of the Loan Term under section 10.',
        '"Calendar Day" means any day of the year; "Business Day" means a day on which banks in the Philippines are open for business.',
      ],
    },
    {
      id: 'eligibility',
      heading: '3. Who may borrow',
      paragraphs: ['An Application is accepted only from a person who:'],
      items: [
        'is a Filipino citizen;',
        `is over ${MINIMUM_AGE} years of age;`,
        'has a permanent address in the Philippines;',
        'gives true, complete and current information, and a valid identity document.',
      ],
    },
    {
      id: 'application',
      heading: '4. Application and decision',
      paragraphs: [
        `The Borrower applies through the Platform. The Lender assesses the Application and informs the Borrower of its decision within ${days(DECISION_WITHIN_DAYS)} of receiving a complete Application. The Lender may refuse an Application without giving reasons.`,
        'An approved offer shows the Loan Amount, the Loan Term, every fee and charge, the total amount to be repaid and the Maturity Date. The Loan is made only when the Borrower accepts that offer on the Platform.',
      ],
    },
    {
      id: 'release',
      heading: '5. Release of funds',
      paragraphs: [
        `After the Borrower accepts the offer, the Lender credits the Loan Amount to the account the Borrower named within ${RELEASE_MIN_DAYS} to ${days(RELEASE_MAX_DAYS, 'calendar')}. The Loan Term starts on the day of the Release.`,
      ],
    },
    {
      id: 'loan-term',
      heading: '6. Loan Term, interest and fees',
      paragraphs: [
        `The Loan Term is from ${LOAN_TERM_MIN_DAYS} to ${days(LOAN_TERM_MAX_DAYS, 'calendar')}, as chosen in the offer. Interest and fees are those shown in the accepted offer; the total cost of the Loan never exceeds the limits set by the Bangko Sentral ng Pilipinas.`,
      ],
    },
    {
      id: 'repayment',
      heading: '7. Repayment',
      paragraphs: [
        'The Borrower repays the amount due on or before the Maturity Date, or by the instalments shown in the offer, through the repayment channels offered on the Platform. A payment is applied first to penalties, then to interest, then to principal.',
      ],
    },
    {
      id: 'prepayment',
      heading: '8. Early repayment',
      paragraphs: [
        `The Borrower may repay the whole Loan early once at least ${prepaymentPercent}% of the Loan Term has elapsed and no earlier than ${days(PREPAYMENT_MIN_DAYS_AFTER_RELEASE)} after the Release. Interest is then charged only up to the day of repayment.`,
      ],
    },
    {
      id: 'default',
      heading: '9. Default and penalties',
      paragraphs: [
        `If the amount due is not paid in full by the Maturity Date, the Borrower is in Default and owes a one-time penalty of ${money(brand, DEFAULT_PENALTY_NEW_CLIENT)} for new clients or ${money(brand, DEFAULT_PENALTY_REPEAT_CLIENT)} for repeat clients, plus default interest of:`,
      ],
      items: DEFAULT_DAILY_INTEREST_TIERS.map(tierText),
    },
    {
      id: 'prolongation',
      heading: '10. Prolongation',
      paragraphs: [
        "On the Borrower's request the Lender may prolong the Loan for the same period as the original Loan Term. A Prolongation requires all interest and penalties accrued up to its date to be paid in full; the principal then falls due at the new Maturity Date.",
      ],
    },
    {
      id: 'obligations',
      heading: "11. Borrower's obligations",
      paragraphs: [
        `The Borrower notifies the Lender of any change of name, address, telephone number, e-mail, employment or bank account within ${days(PERSONAL_DETAILS_NOTICE_DAYS, 'calendar')} of the change.`,
        `Where a court orders the Borrower to pay any amount under the Loan, the Borrower pays it within ${days(JUDGMENT_PAYMENT_DAYS)} of the judgment becoming final.`,
      ],
    },
    {
      id: 'assignment',
      heading: '12. Assignment',
      paragraphs: [
        `The Lender may assign or transfer its rights under the Loan to a third party. It notifies the Borrower of the assignment at least ${days(ASSIGNMENT_NOTICE_BUSINESS_DAYS, 'business')} in advance. The Borrower may not assign the Loan.`,
      ],
    },
    {
      id: 'privacy',
      heading: '13. Personal data',
      paragraphs: [
        "The Lender processes the Borrower's personal data as described in its Privacy Policy and in accordance with the Data Privacy Act of 2012 (Republic Act No. 10173).",
      ],
    },
    {
      id: 'law',
      heading: '14. Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of the Republic of the Philippines. Disputes are first discussed in good faith; failing agreement, they are brought before the proper courts of the city where the Lender has its principal office.',
      ],
    },
    {
      id: 'contact',
      heading: '15. Contact',
      paragraphs: [
        `${brand.companyName}, ${brand.companyAddress}. E-mail: ${brand.companyEmail}. Telephone: ${brand.companyPhone}.`,
      ],
    },
  ];
}
