import { PRIVACY_EMBED_PARAM } from '@loan/contract';
import { Page } from '@/components/page.tsx';
import { useBrandTexts } from '@/lib/brand/brand-texts.tsx';
import { usePageTitle } from '@/lib/page-title.ts';
import { useLocation } from '@/lib/router/router.tsx';
import type { Screen } from '@/lib/screen.ts';
import { LegalSummary } from '../components/legal-summary.tsx';
import styles from '../components/legal-text.module.css';
import { LegalText } from '../components/legal-text.tsx';
import { publicSiteMessages } from '../messages.ts';
import { privacyPolicySections } from '../texts/privacy-policy.ts';

const text = publicSiteMessages;

/** The privacy text alone, as the public Policy page frames it (no bar, no second title). */
function EmbeddedPrivacyPolicy() {
  const brand = useBrandTexts();
  usePageTitle(text.privacyTitle);
  return (
    <main>
      <div className={styles.inApp}>
        <LegalSummary points={text.privacySummaryPoints(brand)} />
      </div>
      <LegalText sections={privacyPolicySections(brand)} inApp />
    </main>
  );
}

/** The in-app privacy policy page: the full legal text. */
export function PrivacyPolicyRoute() {
  const brand = useBrandTexts();
  const embedded = new URLSearchParams(useLocation().search).has(PRIVACY_EMBED_PARAM);
  if (embedded) return <EmbeddedPrivacyPolicy />;
  return (
    <Page title={text.privacyTitle}>
      <div className={styles.inApp}>
        <LegalSummary points={text.privacySummaryPoints(brand)} />
      </div>
      <LegalText sections={privacyPolicySections(brand)} inApp />
    </Page>
  );
}

export const screen: Screen = { Component: PrivacyPolicyRoute };
