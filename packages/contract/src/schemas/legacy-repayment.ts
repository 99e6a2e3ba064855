import { z } from 'zod';
import { LEGACY_NEED_VALID, LEGACY_SEND_MSG } from '../repayment.ts';
import { orderIdSchema } from './loan-fields.ts';

// Client two sends form-encoded bodies: every value arrives as text.
const amountText = z.coerce
  .number()
  .int()
  .positive('must be more than 0')
  .max(Number.MAX_SAFE_INTEGER);
const flagText = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));
const shortText = z.string().trim().max(100);

export const bankCardSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  /** Masked: only the last four digits show. */
  cardNo: z.string(),
  bankCode: z.string(),
});

export const repaymentWaySchemas = {
  request: z.object({ orderId: orderIdSchema }),
  response: z.object({
    orderId: z.string(),
    amount: z.number().int().nonnegative(),
    bankCards: z.array(bankCardSchema),
    /** 1: the alipay-style (pay code) repayment is offered too. */
    alipay: z.union([z.literal(0), z.literal(1)]),
    repayToken: z.string(),
  }),
};

export const repaymentCommitSchemas = {
  request: z.object({
    amount: amountText,
    bankName: shortText.optional(),
    cardId: z.string().trim().min(1, 'choose a card').max(64),
    /** The masked number the page shows; the card is identified by cardId. */
    cardNo: shortText.optional(),
    /** No coupons are offered: empty or 0. */
    couponId: z.union([z.literal(''), z.literal('0')]).optional(),
    orderId: orderIdSchema,
    repayToken: z.string().trim().min(1, 'is required').max(200),
    bankCode: shortText.optional(),
    sendMsg: flagText.default(LEGACY_SEND_MSG),
  }),
  response: z.object({
    repayRecordId: z.string(),
    needValid: z.literal(LEGACY_NEED_VALID),
    repayToken: z.string(),
    amount: z.number().int(),
    orderId: z.string(),
  }),
};

export const repaymentConfirmSchemas = {
  request: z.object({
    orderId: orderIdSchema,
    verifyCode: z.string().trim().min(1, 'is required').max(12),
    repaymentRecordId: z.string().trim().min(1, 'is required').max(64),
  }),
  response: z.object({ repayRecordId: z.string(), orderId: z.string() }),
};

export const repaymentHuichaoSchemas = {
  request: z.object({
    /** Sent by the app; the session decides whose order it is. */
    userId: shortText.optional(),
    orderId: orderIdSchema,
    amount: amountText,
  }),
  response: z.object({ url: z.string() }),
};
