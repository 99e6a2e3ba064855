import { defineEndpoint } from '../endpoint.ts';
import { h5Path } from '../paths.ts';
import type {
  offHoursConsentGrantSchemas,
  offHoursConsentReadSchemas,
  offHoursConsentWithdrawSchemas,
} from '../schemas/off-hours-consent.ts';

/** Ours (SEC MC 18 s.2019): whether the borrower allows collection calls outside the hours. */
export const offHoursConsent = defineEndpoint<typeof offHoursConsentReadSchemas>({
  id: 'offHoursConsent.read',
  method: 'POST',
  path: h5Path('/v3/off-hours-consent'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Ours: the borrower allows calls outside the hours; the words and the time are kept. */
export const grantOffHoursConsent = defineEndpoint<typeof offHoursConsentGrantSchemas>({
  id: 'offHoursConsent.grant',
  method: 'POST',
  path: h5Path('/v3/off-hours-consent/grant'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});

/** Ours: the borrower takes the consent back; calls keep to the hours again at once. */
export const withdrawOffHoursConsent = defineEndpoint<typeof offHoursConsentWithdrawSchemas>({
  id: 'offHoursConsent.withdraw',
  method: 'POST',
  path: h5Path('/v3/off-hours-consent/withdraw'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});
