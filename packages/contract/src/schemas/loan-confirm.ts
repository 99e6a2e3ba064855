import { z } from 'zod';
import {
  agreementSceneSchema,
  agreementSchema,
  loanConfirmDataSchema,
  loanPushRequestFields,
  loanPushResponseSchema,
  optionalOrderIdSchema,
  productIdSchema,
} from './loan-fields.ts';

export const loanDetailConfirmSchemas = {
  request: z.object({ productId: productIdSchema }),
  response: loanConfirmDataSchema,
};

export const loanDetailPushSchemas = {
  request: z.object(loanPushRequestFields),
  response: loanPushResponseSchema,
};

export const contractListSchemas = {
  request: z.object({ productId: productIdSchema, scene: agreementSceneSchema }),
  response: z.array(agreementSchema),
};

export const contractJumpSchemas = {
  request: z.object({
    productId: productIdSchema,
    scene: agreementSceneSchema,
    /** Index of the agreement in the contract list. */
    position: z.number().int().nonnegative().max(99),
    orderId: optionalOrderIdSchema,
  }),
  response: z.object({ contract_url: z.string() }),
};
