import { defineEndpoint } from '../endpoint.ts';
import { API_PREFIX } from '../paths.ts';
import type { devCaptchaSchemas, devSmsOutboxSchemas, devSmsSchemas } from '../schemas/dev.ts';

/**
 * The last login code texted to a phone (console SMS provider). Development and e2e only: the
 * server does not register it when NODE_ENV=production, so it is not in `allEndpoints`.
 */
export const devSms = defineEndpoint<typeof devSmsSchemas>({
  id: 'dev.sms',
  method: 'GET',
  path: `${API_PREFIX}/dev/sms`,
  encoding: 'query',
  successCode: 0,
  auth: 'public',
});

/** The answer of the last captcha picture drawn for a sid: development and e2e only. */
export const devCaptcha = defineEndpoint<typeof devCaptchaSchemas>({
  id: 'dev.captcha',
  method: 'GET',
  path: `${API_PREFIX}/dev/captcha`,
  encoding: 'query',
  successCode: 0,
  auth: 'public',
});

/** The newest texts the SMS outbox keeps for a phone (reminders, receipts): development and e2e only. */
export const devSmsOutbox = defineEndpoint<typeof devSmsOutboxSchemas>({
  id: 'dev.smsOutbox',
  method: 'GET',
  path: `${API_PREFIX}/dev/sms/outbox`,
  encoding: 'query',
  successCode: 0,
  auth: 'public',
});

export const devEndpoints = { devSms, devCaptcha, devSmsOutbox } as const;
