import { useBrandTexts } from '@/lib/brand/brand-texts.tsx';
import { usePageTitle } from '@/lib/page-title.ts';
import type { Screen } from '@/lib/screen.ts';
import { AboutContent } from '../components/about-content.tsx';
import { SiteLayout } from '../components/site-layout.tsx';
import { publicSiteMessages } from '../messages.ts';
import { publicPageTitles } from './page-titles.ts';
import styles from './public-page.module.css';

/** The public about page `/About`. */
export function AboutRoute() {
  usePageTitle(publicPageTitles.about(useBrandTexts()));
  return (
    <SiteLayout onHome={false}>
      <div className={styles.page}>
        <h1>{publicSiteMessages.aboutTitle}</h1>
        <AboutContent lazyImages />
      </div>
    </SiteLayout>
  );
}

export const screen: Screen = { Component: AboutRoute };
