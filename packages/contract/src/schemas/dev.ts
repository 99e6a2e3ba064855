import { z } from 'zod';
import { mobileNumberSchema } from './fields.ts';

export const devSmsSchemas = {
  request: z.object({ phone: mobileNumberSchema }),
  /** `sentAt` is an ISO 8601 timestamp. */
  response: z.object({ phone: z.string(), code: z.string(), sentAt: z.string() }),
};

export const devCaptchaSchemas = {
  request: z.object({ sid: z.string().min(1).max(64) }),
  response: z.object({ sid: z.string(), answer: z.string() }),
};

/** The newest texts the outbox keeps for a phone (codes masked), newest first. */
export const devSmsOutboxSchemas = {
  request: z.object({ phone: mobileNumberSchema }),
  response: z.object({
    messages: z.array(z.object({ text: z.string(), status: z.string(), sentAt: z.string() })),
  }),
};
