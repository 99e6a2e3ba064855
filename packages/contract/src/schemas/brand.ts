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
  androidAppUrl: z.string(),
  iosAppUrl: z.string(),
  companyAddress: z.string(),
  companyEmail: z.string(),
  companyPhone: z.string(),
  privacyPolicyUrl: z.string(),
  allowedRedirectHosts: z.array(z.string()),
}) satisfies z.ZodType<BrandConfig>;
