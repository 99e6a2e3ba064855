import { Page } from '@/components/page.tsx';
import { useBrandTexts } from '@/lib/brand/brand-texts.tsx';
import type { Screen } from '@/lib/screen.ts';
import { registrationMessages } from '../messages.ts';
import styles from './template-page.module.css';

const text = registrationMessages;

/** The registration agreement (`#/agreementTemplate`), reached from the landing page. */
export function AgreementTemplateRoute() {
  const brand = useBrandTexts();
  const paragraphs = [
    `This agreement is between you and ${brand.companyName} (SEC Registration No. ${brand.secRegistrationNumber}, Certificate of Authority No. ${brand.certificateOfAuthorityNumber}), the operator of ${brand.appName}.`,
    'By registering you confirm that you are a Filipino citizen, at least 18 years old, with a permanent address in the Philippines, and that the mobile number is yours.',
    `We use your mobile number to create your account, to send you one-time codes and to contact you about your application. Our privacy policy explains how we collect, use and protect your data and how you may exercise your rights under the Data Privacy Act of 2012.`,
    'Registering does not oblige you to borrow. Every loan has its own agreement and disclosure statement, shown to you before you accept it.',
    `Questions: ${brand.companyEmail}, ${brand.companyPhone}, ${brand.companyAddress}.`,
  ];
  return (
    <Page title={text.agreementTitle}>
      <section className={styles.card}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.text}>
            {paragraph}
          </p>
        ))}
      </section>
    </Page>
  );
}

export const screen: Screen = { Component: AgreementTemplateRoute };
