import { useBrandTexts } from '@/lib/brand/brand-texts.tsx';
import { usePageTitle } from '@/lib/page-title.ts';
import type { Screen } from '@/lib/screen.ts';
import { LegalSummary } from '../components/legal-summary.tsx';
import { LegalText } from '../components/legal-text.tsx';
import { SiteLayout } from '../components/site-layout.tsx';
import { publicSiteMessages } from '../messages.ts';
import { loanTermsSections } from '../texts/loan-terms.ts';
import { publicPageTitles } from './page-titles.ts';
import styles from './public-page.module.css';

/** The public loan terms page `/Loan`. */
export function LoanRoute() {
  const brand = useBrandTexts();
  usePageTitle(publicPageTitles.loan(brand));
  return (
    <SiteLayout onHome={false}>
      <div className={styles.page}>
        <h1>{publicSiteMessages.loanTermsTitle}</h1>
        <LegalSummary points={publicSiteMessages.loanTermsSummaryPoints(brand)} />
        <LegalText sections={loanTermsSections(brand)} />
      </div>
    </SiteLayout>
  );
}

export const screen: Screen = { Component: LoanRoute };
