import { Page } from '@/components/page.tsx';
import type { Screen } from '@/lib/screen.ts';
import { AboutContent } from '../components/about-content.tsx';
import { publicSiteMessages } from '../messages.ts';

/** The in-app about-us page. */
export function AboutUsRoute() {
  return (
    <Page title={publicSiteMessages.aboutTitle}>
      <AboutContent inApp lazyImages />
    </Page>
  );
}

export const screen: Screen = { Component: AboutUsRoute };
