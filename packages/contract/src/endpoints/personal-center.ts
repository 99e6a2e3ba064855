import { defineEndpoint } from '../endpoint.ts';
import { h5Path } from '../paths.ts';
import type { contactKfInfoSchemas } from '../schemas/personal-center.ts';

/** Customer service contact: e-mail and telephone/WhatsApp value. */
export const contactKfInfo = defineEndpoint<typeof contactKfInfoSchemas>({
  id: 'personalCenter.contactKfInfo',
  method: 'POST',
  path: h5Path('/v3/personal-center/contact-kf-info'),
  encoding: 'json',
  successCode: 0,
  auth: 'session',
});
