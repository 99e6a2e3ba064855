import { z } from 'zod';
import { loginCodeSchema, mobileNumberSchema } from './fields.ts';

export const loginCodeSchemas = {
  request: z.object({ phone: mobileNumberSchema }),
  response: z.object({ resendAfterSeconds: z.number().int() }),
};

export const loginSchemas = {
  request: z.object({ phone: mobileNumberSchema, code: loginCodeSchema }),
  response: z.object({ sessionid: z.string() }),
};
