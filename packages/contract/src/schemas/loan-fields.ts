import { z } from 'zod';
import { AGREEMENT_SCENE } from '../constants.ts';
import { DEMO_ORDER_IDS, DEMO_PRODUCT_ID } from '../demo.ts';
import { RECOMMENDED_PRODUCT_DISABLED, RECOMMENDED_PRODUCT_ENABLED } from '../loan.ts';

/** Amounts travel as integer minor units (centavos). */
export const minorAmountSchema = z
  .number()
  .int()
  .nonnegative()
  .max(Number.MAX_SAFE_INTEGER)
  .meta({ examples: [500_000] });
/** The same in a form or query string, where everything arrives as text. */
export const minorAmountTextSchema = z.coerce.number().pipe(minorAmountSchema);

export const productIdSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(64)
  .meta({ examples: [DEMO_PRODUCT_ID] });
export const orderIdSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(64)
  .meta({ examples: [DEMO_ORDER_IDS.underReview] });
/** Before the push there is no order yet: '' or absent. */
export const optionalOrderIdSchema = z.string().trim().max(64).optional();

/** 'YYYY-MM-DD' */
export const dateTextSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
  .meta({ examples: ['2026-03-02'] });

export const detailRowSchema = z.object({ text: z.string(), value: z.string() });

export const repayPlanItemSchema = z.object({
  amount: minorAmountSchema,
  pay_time: dateTextSchema,
});

export const agreementSceneSchema = z.literal(AGREEMENT_SCENE);
export const agreementSceneTextSchema = z.coerce.number().pipe(agreementSceneSchema);

export const agreementSchema = z.object({ title: z.string() });

/** The spec shows no readable names for a recommended product; these are ours. */
export const recommendedProductSchema = z.object({
  productKey: z.string(),
  logo: z.string(),
  name: z.string(),
  buttonText: z.string(),
  range: z.string(),
  rangeDesc: z.string(),
  rate: z.string(),
  description: z.string(),
  flag: z.union([z.literal(RECOMMENDED_PRODUCT_ENABLED), z.literal(RECOMMENDED_PRODUCT_DISABLED)]),
});

/**
 * Loan confirm data (loan-journey §3). `periods` is the term length counted in `termUnit`s (the
 * products count days); `repay_plans` is the instalment plan, whose index gives the n of n/total.
 */
export const loanConfirmDataSchema = z.object({
  amount: minorAmountSchema,
  periods: z.number().int().positive(),
  termUnit: z.string(),
  details: z.array(detailRowSchema),
  repay_plans: z.array(repayPlanItemSchema),
  firstPayTime: dateTextSchema,
  firstPeriodDay: z.number().int().positive(),
  pRateDsc: z.string(),
  /** 1 when the push will be confirmed to the borrower by SMS. */
  sendSms: z.number().int(),
  /** 1: the iOS back action opens the exit-intercept popup. */
  isPopType: z.number().int(),
  popContent: z.string(),
  popTitle: z.string(),
  /** Non-empty: the agreement popup opens with this page in a frame. */
  popAgreementUrl: z.string(),
  comProductLogo: z.string(),
  comProductName: z.string(),
  /**
   * Non-empty: the borrower cannot apply now (an overdue loan) and this says why; the page shows
   * it and keeps Loan Now off. Ours, not the spec's.
   */
  applyBlockedMessage: z.string().default(''),
});

export const loanPushRequestFields = {
  amount: minorAmountSchema,
  periods: z.number().int().positive(),
  termUnit: z.string().min(1).max(16),
  productId: productIdSchema,
};

export const loanPushResponseSchema = z.object({ lendDetailsUrl: z.string(), orderId: z.string() });
