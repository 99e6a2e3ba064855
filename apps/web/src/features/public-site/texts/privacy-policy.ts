import { MINIMUM_AGE } from '@loan/contract';
import type { BrandTexts } from '@/lib/brand/brand-texts.tsx';
import type { LegalSection } from './legal-document.ts';

/** The privacy policy (spec 1 §2: lender information, collection, disclosure, cookies, ...). */
export function privacyPolicySections(brand: BrandTexts): LegalSection[] {
  return [
    {
      id: 'lender',
      heading: '1. Who we are',
      paragraphs: [
        `${brand.companyName} ("we", "us", the Lender) operates the ${brand.appName} application and website and is the personal information controller of the data described here. Our office is at ${brand.companyAddress}; you can reach us at ${brand.companyEmail} or ${brand.companyPhone}.`,
        'We process personal data in accordance with the Data Privacy Act of 2012 (Republic Act No. 10173), its implementing rules and the issuances of the National Privacy Commission.',
      ],
    },
    {
      id: 'collection',
      heading: '2. Information we collect',
      paragraphs: ['When you register, apply for or repay a loan we collect:'],
      items: [
        'identity details: full name, date of birth, sex, nationality, government-issued ID and a photo of you;',
        'contact details: mobile number, e-mail address, permanent and current address;',
        'financial details: employment, income, bank or e-wallet account used for release and repayment;',
        'loan details: your applications, offers, repayments and our communications with you;',
        'device and usage information as described in section 5, and your location when you allow it.',
      ],
    },
    {
      id: 'use',
      heading: '3. How we use your information',
      paragraphs: [
        'We use your information to verify your identity, assess your application and creditworthiness, release and service your loan, collect amounts due, prevent fraud, meet our legal and regulatory duties, and, with your consent, tell you about our products. We do not sell your personal data.',
      ],
    },
    {
      id: 'disclosure',
      heading: '4. Disclosure',
      paragraphs: ['We share personal data only as needed for the purposes above, with:'],
      items: [
        'banks, e-wallets and payment providers that release and collect loan payments;',
        'identity verification, credit bureau and fraud prevention services, including the Credit Information Corporation;',
        'service providers that host or support our systems, under written data sharing or outsourcing agreements;',
        'collection agencies acting for us when a loan is in default, within the limits of the law;',
        'government agencies, regulators and courts when the law requires it.',
      ],
    },
    {
      id: 'cookies',
      heading: '5. Cookies',
      paragraphs: [
        'Our website and application use cookies and similar local storage to keep you signed in, remember your settings and understand how our pages are used. You can block or delete cookies in your browser settings; some features may then stop working.',
      ],
    },
    {
      id: 'device',
      heading: '6. Device information',
      paragraphs: [
        'With your permission the application reads your device model, operating system version, app version, device and advertising identifiers, network information, location and, where you choose to share them, contacts and photos. We use this information to verify applications, prevent fraud and improve our service, and never to contact people in your phone book about your loan.',
      ],
    },
    {
      id: 'minors',
      heading: '7. Minors',
      paragraphs: [
        `Our services are for adults only. We do not knowingly collect personal data from anyone under ${MINIMUM_AGE} years of age; if we learn that we have, we delete it.`,
      ],
    },
    {
      id: 'security',
      heading: '8. Password and account security',
      paragraphs: [
        'We protect your data with encryption in transit, access controls and monitoring. You sign in with one-time codes sent to your mobile number: never share a code, a password or your session with anyone, including people who claim to be our staff. Tell us at once if you think someone else has used your account.',
      ],
    },
    {
      id: 'retention',
      heading: '9. Retention',
      paragraphs: [
        'We keep personal data for as long as your account is open and afterwards only as long as the law requires or a legal claim may arise, then we delete or anonymise it.',
      ],
    },
    {
      id: 'opt-out',
      heading: '10. Your rights and opting out',
      paragraphs: [
        `You may ask to access, correct, delete or receive a copy of your personal data, object to its processing and withdraw your consent at any time. You can opt out of marketing messages by following the instructions in them or by writing to ${brand.companyEmail}. Withdrawing consent does not affect loans already granted or processing the law requires.`,
      ],
    },
    {
      id: 'grievance',
      heading: '11. Grievance officer',
      paragraphs: [
        `Our Data Protection and Grievance Officer handles questions and complaints about personal data. Write to ${brand.companyEmail} (subject: "Data privacy"), call ${brand.companyPhone}, or send a letter to the Data Protection Officer, ${brand.companyName}, ${brand.companyAddress}. We answer within 15 days. You may also complain to the National Privacy Commission.`,
      ],
    },
    {
      id: 'changes',
      heading: '12. Changes to this policy',
      paragraphs: [
        'We may update this policy. We will tell you of material changes through the application or by e-mail before they take effect.',
      ],
    },
  ];
}
