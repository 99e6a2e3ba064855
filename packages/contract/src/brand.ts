import * as z from 'zod/mini';

/**
 * Run-time brand configuration (spec's environment configuration plus what the legal texts
 * need). The server reads it from the environment and injects it into index.html; one build
 * serves any brand.
 */
export const brandConfigSchema = z.object({
  apiBase: z.string(),
  h5Base: z.string(),
  appNameEn: z.string(),
  appNameZh: z.string(),
  buttonGradient: z.string(),
  headingColor: z.string(),
  buttonFontColor: z.string(),
  servicePhone: z.string(),
  schemeUrl: z.string(),
  /** 1 shows the rupee sign, anything else the peso sign. */
  currencyParameter: z.int(),
  companyName: z.string(),
  companyAddress: z.string(),
  companyEmail: z.string(),
  companyPhone: z.string(),
  privacyPolicyUrl: z.string(),
  /** Hosts that server-supplied URLs may lead to (besides the app's own origin). */
  allowedRedirectHosts: z.array(z.string()),
});
export type BrandConfig = z.infer<typeof brandConfigSchema>;

/** index.html holds this comment where the server puts the brand config. */
export const BRAND_CONFIG_PLACEHOLDER = '<!--brand-config-->';
/** The brand config travels as a JSON data block (not executed, so the CSP stays strict). */
export const BRAND_CONFIG_ELEMENT_ID = 'brand-config';
