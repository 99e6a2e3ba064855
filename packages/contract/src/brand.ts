/**
 * Run-time brand configuration (spec's environment configuration plus what the legal texts
 * need). The server reads it from the environment and injects it into index.html; one build
 * serves any brand.
 */
export interface BrandConfig {
  apiBase: string;
  h5Base: string;
  appNameEn: string;
  appNameZh: string;
  buttonGradient: string;
  headingColor: string;
  buttonFontColor: string;
  servicePhone: string;
  schemeUrl: string;
  /** 1 shows the rupee sign, anything else the peso sign. */
  currencyParameter: number;
  /** The lender's corporate name, as registered with the SEC. */
  companyName: string;
  /** SEC registration number and Certificate of Authority number (SEC MC 19 s.2019). */
  secRegistrationNumber: string;
  certificateOfAuthorityNumber: string;
  /** Put before the lender's official receipt numbers (`OR-` gives `OR-000123`). */
  receiptPrefix: string;
  companyAddress: string;
  companyEmail: string;
  companyPhone: string;
  privacyPolicyUrl: string;
  /** Where the download page sends a visitor for the app, per platform. */
  androidAppUrl: string;
  iosAppUrl: string;
  /** Hosts that server-supplied URLs may lead to (besides the app's own origin). */
  allowedRedirectHosts: string[];
}

/** index.html holds this comment where the server puts the brand config. */
export const BRAND_CONFIG_PLACEHOLDER = '<!--brand-config-->';
/** The brand config travels as a JSON data block (not executed, so the CSP stays strict). */
export const BRAND_CONFIG_ELEMENT_ID = 'brand-config';
