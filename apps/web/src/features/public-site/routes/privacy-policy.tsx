import { Page } from '@/components/page.tsx';
import { useBrandTexts } from '@/lib/brand/brand-texts.tsx';
import { messages } from '@/lib/messages.ts';
import { LegalText } from '../components/legal-text.tsx';
import { privacyPolicySections } from '../texts/privacy-policy.ts';

/** The in-app privacy policy page: the full legal text. */
export function PrivacyPolicyRoute() {
  const brand = useBrandTexts();
  return (
    <Page title={messages.publicSite.privacyTitle}>
      <LegalText sections={privacyPolicySections(brand)} inApp />
    </Page>
  );
}
