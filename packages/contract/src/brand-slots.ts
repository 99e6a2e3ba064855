import { APP_ROUTES } from './app-routes.ts';
import type { BrandConfig } from './brand.ts';
import type { Locale } from './locale.ts';
import { currencySignFor } from './money-format.ts';

/**
 * The brand values the public pages show. The pages are prerendered once for every brand, with a
 * slot token wherever one of these goes; the server replaces each token with the running brand's
 * value, HTML-escaped (docs/decisions/0008). The app computes the same values from the brand config
 * it reads at start-up, so a page looks the same prerendered or rendered in the browser.
 */
export const BRAND_SLOTS = [
  'appName',
  'companyName',
  'secRegistrationNumber',
  'certificateOfAuthorityNumber',
  'companyAddress',
  'companyEmail',
  'companyPhone',
  'companyPhoneHref',
  'currencySign',
  'privacyPolicyUrl',
  'headingColor',
  'buttonGradient',
  'buttonFontColor',
  'year',
] as const;
export type BrandSlot = (typeof BRAND_SLOTS)[number];
export type BrandSlotValues = Record<BrandSlot, string>;

/** Tokens hold only letters, dots and percent signs, which HTML escaping leaves alone. */
export const BRAND_SLOT_PATTERN = /%%brand\.([A-Za-z]+)%%/g;

export function brandSlotToken(slot: BrandSlot): string {
  return `%%brand.${slot}%%`;
}

/** Every slot's token: what the prerenderer renders in place of the brand values. */
export function brandSlotTokens(): BrandSlotValues {
  return Object.fromEntries(
    BRAND_SLOTS.map((slot) => [slot, brandSlotToken(slot)]),
  ) as BrandSlotValues;
}

/**
 * The privacy page the public Policy page frames: the brand's URL when it is http(s) or a path on
 * our own origin, otherwise the app's own privacy policy page.
 */
export function privacyFrameUrl(url: string): string {
  const trimmed = url.trim();
  if (/^https?:\/\/[^\s"'<>]+$/i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)[^\s"'<>\\]*$/.test(trimmed)) return trimmed;
  return OWN_PRIVACY_FRAME_URL;
}

/** Our own privacy policy as a framed document: the text alone, without the app's bar and title. */
export const PRIVACY_EMBED_PARAM = 'embed';
export const OWN_PRIVACY_FRAME_URL = `${APP_ROUTES.privacyPolicy}?${PRIVACY_EMBED_PARAM}=1`;

/** The lender's registration as SEC MC 19 s.2019 asks platforms to show it. */
export function lenderRegistrationText(
  brand: Pick<BrandConfig, 'secRegistrationNumber' | 'certificateOfAuthorityNumber'>,
): string {
  return `SEC Registration No. ${brand.secRegistrationNumber} · Certificate of Authority No. ${brand.certificateOfAuthorityNumber}`;
}

/** The unescaped value of every slot for a brand (`now` gives the copyright year). */
export function brandSlotValues(brand: BrandConfig, now: Date = new Date()): BrandSlotValues {
  return {
    appName: brand.appNameEn,
    companyName: brand.companyName,
    secRegistrationNumber: brand.secRegistrationNumber,
    certificateOfAuthorityNumber: brand.certificateOfAuthorityNumber,
    companyAddress: brand.companyAddress,
    companyEmail: brand.companyEmail,
    companyPhone: brand.companyPhone,
    companyPhoneHref: `tel:${brand.companyPhone.replace(/[^\d+]/g, '')}`,
    currencySign: currencySignFor(brand),
    privacyPolicyUrl: privacyFrameUrl(brand.privacyPolicyUrl),
    headingColor: brand.headingColor,
    buttonGradient: brand.buttonGradient,
    buttonFontColor: brand.buttonFontColor,
    year: String(now.getFullYear()),
  };
}

/** Where the web build writes the prerendered public pages, inside its dist folder. */
export const PRERENDERED_DIR = 'prerendered';
/** Lists the prerendered pages and the CSP hashes of the scripts inlined in them. */
export const PRERENDERED_MANIFEST = 'manifest.json';
export interface PrerenderedManifest {
  /** Each public page once per language (docs/decisions/0047); no locale means English. */
  pages: { path: string; file: string; locale?: Locale }[];
  /** `sha256-<base64>` of each inline script, for the Content-Security-Policy. */
  scriptHashes: string[];
}
