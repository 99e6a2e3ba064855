import * as z from 'zod/mini';
import { CONTACT_INFO_OVERALL } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { h5Path } from '../paths.ts';

/** Customer service contact: e-mail and telephone/WhatsApp value. */
export const contactKfInfo = defineEndpoint({
  id: 'personalCenter.contactKfInfo',
  method: 'POST',
  path: h5Path('/v3/personal-center/contact-kf-info'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
  request: z.object({ overall: z.literal(CONTACT_INFO_OVERALL) }),
  response: z.object({ email: z.string(), smWa: z.string() }),
});
