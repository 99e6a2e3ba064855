import { Page } from '@/components/page.tsx';
import { messages } from '@/lib/messages.ts';
import { AboutContent } from '../components/about-content.tsx';

/** The in-app about-us page. */
export function AboutUsRoute() {
  return (
    <Page title={messages.publicSite.aboutTitle}>
      <AboutContent inApp lazyImages />
    </Page>
  );
}
