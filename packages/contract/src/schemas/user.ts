import { z } from 'zod';
import { LOCALES } from '../locale.ts';
import { loginCodeSchema, mobileNumberSchema } from './fields.ts';

export const loginCodeSchemas = {
  request: z.object({ phone: mobileNumberSchema }),
  response: z.object({ resendAfterSeconds: z.number().int() }),
};

export const loginSchemas = {
  request: z.object({
    phone: mobileNumberSchema,
    code: loginCodeSchema,
    /** The language the borrower chose on the way in (a page opened with `lang`): kept as theirs. */
    lang: z.enum(LOCALES).optional(),
  }),
  response: z.object({ sessionid: z.string() }),
};

// No payload: an empty JSON object (or no body at all).
const noPayload = z
  .object({})
  .nullish()
  .transform((body) => body ?? {});

export const logoutSchemas = {
  request: noPayload,
  response: z.null(),
};

export const logoutAllSchemas = {
  request: noPayload,
  response: z.object({ endedSessions: z.number().int() }),
};
