import { z } from 'zod';
import { CONTACT_INFO_OVERALL } from '../constants.ts';

export const contactKfInfoSchemas = {
  request: z.object({ overall: z.literal(CONTACT_INFO_OVERALL) }),
  response: z.object({ email: z.string(), smWa: z.string() }),
};
