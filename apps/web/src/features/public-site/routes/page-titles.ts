import type { BrandTexts } from '@/lib/brand/brand-texts.tsx';
import { publicSiteMessages } from '../messages.ts';

const text = publicSiteMessages;

/** Document titles of the public pages, shared by the app and the prerenderer. */
export const publicPageTitles = {
  home: (brand: BrandTexts) => `${brand.appName} – ${text.homeTitle}`,
  about: (brand: BrandTexts) => `${text.aboutTitle} – ${brand.appName}`,
  policy: (brand: BrandTexts) => `${text.privacyTitle} – ${brand.appName}`,
  // The spec fixes this page's document title.
  loan: (_brand: BrandTexts) => text.loanTermsTitle,
};
