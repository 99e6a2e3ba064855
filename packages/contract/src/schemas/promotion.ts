import { z } from 'zod';
import { REGISTRATION_APP_NAME, REGISTRATION_MERCHANT_NUMBER } from '../constants.ts';
import { normaliseMobileNumber } from '../philippine-mobile.ts';
import { CAPTCHA_ANSWER_PATTERN, CLIENT_TYPES, LANDING_PAGE_TYPE } from '../validators.ts';
import { loginCodeSchema, mobileNumberSchema } from './fields.ts';

const channelTextSchema = z.string().max(64);
const sidSchema = z.string().min(1).max(64);
const templateIdSchema = z.coerce.number().int().positive();
const captchaAnswerSchema = z
  .string()
  .regex(CAPTCHA_ANSWER_PATTERN, 'must be the 4 characters of the picture');

/** Where a visitor came from, as the landing link's query carries it. */
const channelFields = {
  app_from: channelTextSchema.default(''),
  user_from: channelTextSchema.default(''),
  utm_tag: channelTextSchema.default(''),
};

const trackingQuery = {
  ...channelFields,
  page_id: templateIdSchema,
  client_type: z.enum(CLIENT_TYPES),
  page_type: z.coerce.number().pipe(z.literal(LANDING_PAGE_TYPE)),
};

export const channelTemplateSchemas = {
  request: z.object({ templateId: templateIdSchema }),
  response: z.object({ id: z.number().int(), name: z.string() }),
};

export const trackVisitSchemas = { request: z.object(trackingQuery), response: z.null() };

export const trackClickSchemas = {
  request: z.object({
    ...trackingQuery,
    // Counted as given, in the stored form when it is a mobile number.
    phone: z
      .string()
      .max(32)
      .default('')
      .transform((text) => normaliseMobileNumber(text) ?? text),
  }),
  response: z.null(),
};

export const getSidSchemas = {
  request: z.object({}),
  response: z.object({ sid: z.string() }),
};

/** A proof-of-work challenge for the sid (ALTCHA's, PBKDF2/SHA-256), signed by the server. */
export const getChallengeSchemas = {
  request: z.object({ sid: sidSchema }),
  response: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional(),
    }),
    signature: z.string(),
  }),
};

/** get-captcha answers with an image, not an envelope: only its query is a schema. */
export const getCaptchaQuerySchema = z.object({
  sid: sidSchema,
  t: z.string().max(20).optional(),
});

const deviceFields = {
  phone: mobileNumberSchema,
  capcode: captchaAnswerSchema,
  sid: sidSchema,
  deviceId: sidSchema,
  appName: z.literal(REGISTRATION_APP_NAME),
};

const deviceIdIsSid = (body: { sid: string; deviceId: string }) => body.deviceId === body.sid;
const deviceIdIsSidIssue = { message: 'must equal sid', path: ['deviceId'] };

export const getSmsSchemas = {
  request: z
    .object({
      ...deviceFields,
      ...channelFields,
      /** The solved challenge: base64 of `{ challenge, solution: { counter, derivedKey } }`. */
      proof: z.string().min(1).max(4000),
    })
    .refine(deviceIdIsSid, deviceIdIsSidIssue),
  response: z.object({ resendAfterSeconds: z.number().int() }),
};

export const registerSchemas = {
  request: z
    .object({
      ...deviceFields,
      ...channelFields,
      merchantNumber: z.coerce.number().pipe(z.literal(REGISTRATION_MERCHANT_NUMBER)),
      userName: mobileNumberSchema,
      smsCode: loginCodeSchema,
      invite_code: z.string().max(32).default(''),
      id: templateIdSchema,
    })
    .refine(deviceIdIsSid, deviceIdIsSidIssue)
    .refine((body) => body.userName === body.phone, {
      message: 'must equal phone',
      path: ['userName'],
    }),
  response: z.null(),
};
