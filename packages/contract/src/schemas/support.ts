import { z } from 'zod';
import { COMPLAINT_IMAGES_MAX, COMPLAINT_TEXT_MAX_LENGTH } from '../constants.ts';
import { COMPLAINT_SCORE_MAX, COMPLAINT_SCORE_MIN } from '../support.ts';
import { detailRowSchema, orderIdSchema, productIdSchema } from './loan-fields.ts';

const cateSchema = z.enum(['text', 'citySelect', 'day', 'enum']);

/** Bank-binding item (foundation-and-support §3). */
export const bindItemSchema = z.object({
  code: z.string(),
  cate: cateSchema,
  title: z.string(),
  subtitle: z.string(),
  value: z.string(),
  note: z.array(z.object({ name: z.string(), type: z.string() })),
  cardTypeMi: z.number().int(),
  channelNumber: z.number().int(),
  inputType: z.string(),
});

export const cardInitSchemas = {
  request: z.object({ product_id: productIdSchema.optional() }),
  response: z.object({
    items: z.array(bindItemSchema),
    /** Whether an account is bound already: changing it needs a fresh SMS code. */
    bound: z.boolean(),
    /** The bound account, masked, when there is one. */
    boundAccount: z.string(),
  }),
};

/** The collected fields (by item code, as text) plus product_id and, for a change, smsCode. */
export const bindCardSchemas = {
  request: z
    .object({
      product_id: productIdSchema.optional(),
      smsCode: z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'must be 6 digits')
        .optional(),
    })
    .catchall(z.string().trim().max(64, 'is too long')),
  response: z.object({ account: z.string() }),
};

export const bindCardCodeSchemas = {
  request: z.object({}),
  response: z.object({ sent: z.boolean() }),
};

const typeOption = z.object({ value: z.number().int(), title: z.string() });

export const complaintOrderSchema = z.object({
  orderNo: z.string(),
  productLogo: z.string(),
  productName: z.string(),
  status: z.number().int(),
  /** 1: the order supports collection complaints. */
  isShow: z.union([z.literal(0), z.literal(1)]),
  list: z.array(z.object({ title: z.string(), value: z.string() })),
});

export const problemInitSchemas = {
  request: z.object({ orderId: z.string().trim().max(64).optional() }),
  response: z.object({
    problemType: z.array(typeOption),
    problemSonType: z.array(typeOption),
    orderDetail: complaintOrderSchema.nullable(),
    orderList: z.array(complaintOrderSchema),
  }),
};

/** The upload: multipart, one image in `problemImage`; the response carries its URL. */
export const uploadProblemImgSchemas = {
  request: z.object({}),
  response: z.object({ url: z.string() }),
};

export const problemSaveSchemas = {
  request: z.object({
    problemType: z.coerce.number().int().positive(),
    problemSonType: z.coerce.number().int().nonnegative().optional(),
    problemDetail: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(COMPLAINT_TEXT_MAX_LENGTH, `must be at most ${COMPLAINT_TEXT_MAX_LENGTH} characters`),
    /** Comma-joined image URLs from this borrower's uploads, or empty. */
    problemImage: z
      .string()
      .trim()
      .max(4000)
      .refine(
        (value) => value === '' || value.split(',').length <= COMPLAINT_IMAGES_MAX,
        `at most ${COMPLAINT_IMAGES_MAX} images`,
      )
      .default(''),
    orderNo: orderIdSchema,
  }),
  response: z.object({ problemId: z.string() }),
};

export const complaintEntrySchema = z.object({
  id: z.string(),
  time: z.string(),
  type: z.string(),
  content: z.string(),
});

export const problemListSchemas = {
  request: z.object({}),
  response: z.object({
    tabs: z.array(
      z.object({
        status: z.number().int(),
        title: z.string(),
        list: z.array(complaintEntrySchema),
      }),
    ),
  }),
};

export const problemDetailSchemas = {
  request: z.object({ problemId: z.string().trim().min(1, 'is required').max(64) }),
  response: z.object({
    problemId: z.string(),
    type: z.string(),
    sonType: z.string(),
    content: z.string(),
    images: z.array(z.string()),
    disposeDetail: z.string(),
    disposeImages: z.array(z.string()),
    /** Non-zero: the rating dialog opens 3 s after load. */
    isNeedScore: z.number().int(),
    orderNo: z.string(),
    time: z.string(),
    rows: z.array(detailRowSchema),
  }),
};

export const saveScoreSchemas = {
  request: z.object({
    score: z.coerce.number().int().min(COMPLAINT_SCORE_MIN).max(COMPLAINT_SCORE_MAX),
    problemId: z.string().trim().min(1, 'is required').max(64),
  }),
  response: z.object({ score: z.number().int() }),
};
