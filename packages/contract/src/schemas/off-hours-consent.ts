import { z } from 'zod';
import { LOCALES } from '../locale.ts';

const orderIdField = z.string().trim().min(1).max(64);

/** One order's off-hours consent as the borrower sees it. */
export const offHoursConsentSchema = z.object({
  orderId: z.string(),
  /** The words the borrower would agree to, in the language asked for. */
  words: z.string(),
  /** The borrower's consent in force, or null. */
  granted: z
    .object({ grantedAt: z.string(), words: z.string(), language: z.enum(LOCALES) })
    .nullable(),
  /** Consent can be given only while the loan is being repaid. */
  mayGrant: z.boolean(),
});

export const offHoursConsentReadSchemas = {
  request: z.object({ orderId: orderIdField, language: z.enum(LOCALES).default('en') }),
  response: offHoursConsentSchema,
};

export const offHoursConsentGrantSchemas = {
  request: z.object({ orderId: orderIdField, language: z.enum(LOCALES) }),
  response: offHoursConsentSchema,
};

export const offHoursConsentWithdrawSchemas = {
  request: z.object({ orderId: orderIdField, language: z.enum(LOCALES).default('en') }),
  response: offHoursConsentSchema,
};
