import { useBrandTexts } from '@/lib/brand/brand-texts.tsx';
import { messages } from '@/lib/messages.ts';
import { usePageTitle } from '@/lib/page-title.ts';
import { AboutContent } from '../components/about-content.tsx';
import { SiteLayout } from '../components/site-layout.tsx';
import { publicPageTitles } from './page-titles.ts';
import styles from './public-page.module.css';

/** The public about page `/About`. */
export function AboutRoute() {
  usePageTitle(publicPageTitles.about(useBrandTexts()));
  return (
    <SiteLayout onHome={false}>
      <div className={styles.page}>
        <h1>{messages.publicSite.aboutTitle}</h1>
        <AboutContent lazyImages />
      </div>
    </SiteLayout>
  );
}
