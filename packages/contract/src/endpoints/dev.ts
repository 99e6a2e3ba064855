import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { API_PREFIX } from '../paths.ts';
import { mobileNumberSchema } from '../validators.ts';

/**
 * The last login code texted to a phone (console SMS provider). Development and e2e only: the
 * server does not register it when NODE_ENV=production, so it is not in `allEndpoints`.
 */
export const devSms = defineEndpoint({
  id: 'dev.sms',
  method: 'GET',
  path: `${API_PREFIX}/dev/sms`,
  encoding: 'query',
  successCode: 0,
  auth: 'public',
  request: z.object({ phone: mobileNumberSchema }),
  /** `sentAt` is an ISO 8601 timestamp. */
  response: z.object({ phone: z.string(), code: z.string(), sentAt: z.string() }),
});

export const devEndpoints = { devSms } as const;
