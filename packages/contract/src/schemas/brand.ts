import { z } from 'zod';
import type { BrandConfig } from '../brand.ts';

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
  currencyParameter: z.number().int(),
  companyName: z.string(),
  secRegistrationNumber: z.string(),
  certificateOfAuthorityNumber: z.string(),
  // Ends in a letter or a dash, so a prefix and a number never read as another prefix's number.
  receiptPrefix: z
    .string()
    .regex(/^[A-Z][A-Z0-9-]{0,9}$/, 'capital letters, digits or dashes, starting with a letter')
    .regex(/[A-Z-]$/, 'must end in a letter or a dash'),
  androidAppUrl: z.string(),
  iosAppUrl: z.string(),
  companyAddress: z.string(),
  companyEmail: z.string(),
  companyPhone: z.string(),
  privacyPolicyUrl: z.string(),
  allowedRedirectHosts: z.array(z.string()),
}) satisfies z.ZodType<BrandConfig>;
