import { z } from 'zod';
import { GOOGLE_SCORE_SENT } from '../constants.ts';
import {
  detailRowSchema,
  orderIdSchema,
  productIdSchema,
  recommendedProductSchema,
} from './loan-fields.ts';

const flagText = z.enum(['0', '1']);

/** Loan detail response (loan-journey §3), read from `data`. */
export const loanDetailsSchemas = {
  request: z.object({ productId: productIdSchema, orderId: orderIdSchema }),
  response: z.object({
    orderStatus: z.number().int(),
    noticeStatusText: z.string(),
    noticeDesText: z.string(),
    recProducts: z.array(recommendedProductSchema),
    productName: z.string(),
    productLogo: z.string(),
    userOrderDetail: z.object({ detail: z.array(detailRowSchema) }),
    /** Top banner image URL ('' for none). */
    inside: z.string(),
    /** The confirm/withdraw page for an approved order ('' otherwise). */
    h5Url: z.string(),
    /** '1': rollover allowed. */
    isDelay: flagText,
    /** Service phone; overrides the brand's. */
    telephone: z.string(),
    /** '1': show the rating modal. */
    isScore: flagText,
    /** Non-empty: the page redirects there (status other than 21). */
    playeduL: z.string(),
    /** The withdraw prompt's text. */
    reyMsg: z.string(),
    KindTipsMsg: z.string().optional(),
    cardNeedPop: z.number().int(),
    cardPopTitle: z.string(),
    cardPopMsg: z.string(),
  }),
};

/** The borrower accepts an approved loan; the page at `h5Url` sends it. Idempotent. */
export const withdrawSchemas = {
  request: z.object({ orderId: orderIdSchema }),
  response: z.object({ orderStatus: z.number().int() }),
};

export const googleScoreSchemas = {
  request: z.object({ score: z.literal(GOOGLE_SCORE_SENT) }),
  response: z.null(),
};

export const eventSaveSchemas = {
  request: z.object({
    productId: z.string().trim().max(64),
    moduleId: z.number().int().nonnegative(),
    positionId: z.number().int().nonnegative(),
  }),
  response: z.null(),
};
