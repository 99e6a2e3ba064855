import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/** The response envelope of every business call: `{code, data, message}`. */
export function envelopeSchema<T extends $ZodType>(data: T) {
  return z.object({
    code: z.union([z.number(), z.string()]),
    data: z.nullable(data),
    message: z.string(),
  });
}

export const validationErrorDataSchema = z.object({
  fields: z.array(z.object({ path: z.string(), message: z.string() })),
});
