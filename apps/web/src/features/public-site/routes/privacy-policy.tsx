import { Page } from '@/components/page.tsx';
import { useBrandTexts } from '@/lib/brand/brand-texts.tsx';
import type { Screen } from '@/lib/screen.ts';
import { LegalText } from '../components/legal-text.tsx';
import { publicSiteMessages } from '../messages.ts';
import { privacyPolicySections } from '../texts/privacy-policy.ts';

/** The in-app privacy policy page: the full legal text. */
export function PrivacyPolicyRoute() {
  const brand = useBrandTexts();
  return (
    <Page title={publicSiteMessages.privacyTitle}>
      <LegalText sections={privacyPolicySections(brand)} inApp />
    </Page>
  );
}

export const screen: Screen = { Component: PrivacyPolicyRoute };
