import { z } from 'zod';
import { recommendedProductSchema } from './loan-fields.ts';

/** Joint login failure: why the partner login failed, and other products to try. */
export const unionErrorInfoSchemas = {
  request: z.object({ productId: z.string().trim().max(64).optional() }),
  response: z.object({
    noticeMessage: z.string(),
    errMessage: z.string(),
    family: z.array(recommendedProductSchema),
  }),
};

const productClickRequest = z.object({
  productKey: z.string().trim().min(1, 'is required').max(64),
  moduleId: z.coerce.number().int().nonnegative(),
  positionId: z.coerce.number().int().nonnegative(),
});

/** Logs a recommended-product click. */
export const becauseSchemas = { request: productClickRequest, response: z.null() };

/** Opens a recommended product: returns where to go. */
export const defineSchemas = {
  request: productClickRequest,
  response: z.object({ url: z.string() }),
};
