import { z } from 'zod';
import {
  agreementSceneTextSchema,
  agreementSchema,
  dateTextSchema,
  loanConfirmDataSchema,
  loanPushResponseSchema,
  minorAmountTextSchema,
  optionalOrderIdSchema,
  productIdSchema,
} from './loan-fields.ts';

/**
 * Variant 2 (loan-journey §2): the v3 data plus a repayment date, a promotional popup, and a
 * server-given button label and message. Readable names; the wire names come from the one map.
 */
export const satireSchemas = {
  request: z.object({ productId: productIdSchema }),
  response: loanConfirmDataSchema.extend({
    repaymentDate: dateTextSchema,
    promotion: z.object({ title: z.string(), content: z.string(), image: z.string() }).nullable(),
    buttonText: z.string(),
    buttonMessage: z.string(),
  }),
};

export const culturesSchemas = {
  request: z.object({ productId: productIdSchema, scene: agreementSceneTextSchema }),
  response: z.array(agreementSchema),
};

export const misunderstoodSchemas = {
  request: z.object({
    productId: productIdSchema,
    scene: agreementSceneTextSchema,
    position: z.coerce.number().int().nonnegative().max(99),
    orderId: optionalOrderIdSchema,
  }),
  response: z.object({ contractUrl: z.string() }),
};

export const depushSchemas = {
  request: z.object({
    amount: minorAmountTextSchema,
    periods: z.coerce.number().int().positive(),
    termUnit: z.string().min(1).max(16),
    productId: productIdSchema,
  }),
  response: loanPushResponseSchema,
};
