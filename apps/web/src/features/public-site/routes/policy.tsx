import { useBrandTexts } from '@/lib/brand/brand-texts.tsx';
import { usePageTitle } from '@/lib/page-title.ts';
import type { Screen } from '@/lib/screen.ts';
import { LegalSummary } from '../components/legal-summary.tsx';
import { SiteLayout } from '../components/site-layout.tsx';
import { publicSiteMessages } from '../messages.ts';
import { publicPageTitles } from './page-titles.ts';
import styles from './public-page.module.css';

const text = publicSiteMessages;

/**
 * The public privacy page `/Policy`: the brand's privacy page in a sandboxed frame (spec 1 §2).
 * The frame may run the framed page's own scripts but cannot navigate this page, submit forms to
 * it or open dialogs over it.
 */
export function PolicyRoute() {
  const brand = useBrandTexts();
  usePageTitle(publicPageTitles.policy(brand));
  return (
    <SiteLayout onHome={false}>
      <div className={styles.page}>
        <h1>{text.privacyTitle}</h1>
        <LegalSummary points={text.privacySummaryPoints(brand)} />
        <iframe
          className={styles.frame}
          src={brand.privacyPolicyUrl}
          title={text.privacyFrameTitle}
          sandbox="allow-scripts allow-same-origin allow-popups"
          referrerPolicy="no-referrer"
        />
        <p>
          <a href={brand.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            {text.readPrivacy}
          </a>
        </p>
      </div>
    </SiteLayout>
  );
}

export const screen: Screen = { Component: PolicyRoute };
