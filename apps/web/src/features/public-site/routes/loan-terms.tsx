import { Page } from '@/components/page.tsx';
import { useBrandTexts } from '@/lib/brand/brand-texts.tsx';
import type { Screen } from '@/lib/screen.ts';
import { LegalSummary } from '../components/legal-summary.tsx';
import styles from '../components/legal-text.module.css';
import { LegalText } from '../components/legal-text.tsx';
import { publicSiteMessages } from '../messages.ts';
import { loanTermsSections } from '../texts/loan-terms.ts';

/** The in-app loan terms page; its document title is the spec's 'Loan terms and conditions'. */
export function LoanTermsRoute() {
  const brand = useBrandTexts();
  return (
    <Page title={publicSiteMessages.loanTermsTitle}>
      <div className={styles.inApp}>
        <LegalSummary points={publicSiteMessages.loanTermsSummaryPoints(brand)} />
      </div>
      <LegalText sections={loanTermsSections(brand)} inApp />
    </Page>
  );
}

export const screen: Screen = { Component: LoanTermsRoute };
