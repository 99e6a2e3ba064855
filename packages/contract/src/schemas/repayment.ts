import { z } from 'zod';
import { PAY_CODE_IS_DELAY, PAY_CODE_IS_INSTALMENT } from '../repayment.ts';
import {
  dateTextSchema,
  detailRowSchema,
  minorAmountSchema,
  orderIdSchema,
  productIdSchema,
} from './loan-fields.ts';

const pageRequest = z.object({ productId: productIdSchema, orderId: orderIdSchema });

/** A payment channel of the picker (`repayList`). */
export const repayChannelSchema = z.object({
  name: z.string(),
  logo: z.string(),
  channel_number: z.number().int(),
});

/** Grouped notices: a group title, then items each with a name and a list of steps. */
export const payNoticeGroupSchema = z.object({
  title: z.string(),
  items: z.array(z.object({ name: z.string(), steps: z.array(z.string()) })),
});

/** The default pay box: the order's live pay code, if it has one. */
export const defDetailSchema = z.object({
  payCode: z.string(),
  logo: z.string(),
  title: z.string(),
  payNotice: z.array(payNoticeGroupSchema),
});

const repaymentPageFields = {
  productName: z.string(),
  productLogo: z.string(),
  repayDate: dateTextSchema,
  repayList: z.array(repayChannelSchema),
  noticeMsg: z.string(),
  defDetail: defDetailSchema.nullable(),
  /** 1: show the repayment-instructions banner. */
  isShowReyTop: z.union([z.literal(0), z.literal(1)]),
};

/** Repayment info (instalment), loan-journey §3. */
export const installmentDetailSchemas = {
  request: pageRequest,
  response: z.object({
    ...repaymentPageFields,
    /** What may be paid now; 0: nothing until repayDate (no Payment button). */
    repayAmount: minorAmountSchema,
    /** What is left of the next instalment, due on repayDate. */
    nextAmount: minorAmountSchema,
    detail: z.array(detailRowSchema),
  }),
};

/** Repayment info (delay), loan-journey §3. */
export const delayDetailSchemas = {
  request: pageRequest,
  response: z.object({
    ...repaymentPageFields,
    delayInfo: z.object({ delayAmount: minorAmountSchema, title: z.string() }),
    repayPlan: z.array(
      z.object({
        remark: z.string(),
        title: z.string(),
        amount: minorAmountSchema,
        time: dateTextSchema,
      }),
    ),
  }),
};

/**
 * Ours: a rollover that costs nothing now (interest and penalties already paid) is confirmed by
 * the borrower instead of paid with a pay code.
 */
export const confirmRolloverSchemas = {
  request: pageRequest,
  response: z.object({ orderStatus: z.number().int(), repayDate: dateTextSchema }),
};

/** Pay-code payload, loan-journey §3; the response carries `payUrl`. */
export const generateVcodeSchemas = {
  request: z.object({
    productId: productIdSchema,
    orderId: orderIdSchema,
    amount: z.number().int().positive('must be more than 0').max(Number.MAX_SAFE_INTEGER),
    isDelay: z.union([z.literal(PAY_CODE_IS_INSTALMENT), z.literal(PAY_CODE_IS_DELAY)]),
    channelNumber: z.number().int().positive(),
  }),
  response: z.object({
    payUrl: z.string(),
    payCode: z.string(),
    amount: minorAmountSchema,
    /** ISO instant after which the code is no longer payable. */
    expiresAt: z.string(),
  }),
};

export const receiptSchema = z.object({
  receiptNo: z.string(),
  orderId: z.string(),
  amount: minorAmountSchema,
  kind: z.enum(['instalment', 'rollover']),
  /** As booked: the one-time penalty and default interest apart; unapplied became credit. */
  allocation: z.object({
    penalty: minorAmountSchema,
    defaultInterest: minorAmountSchema,
    interest: minorAmountSchema,
    principal: minorAmountSchema,
    unapplied: minorAmountSchema,
  }),
  channel: z.string(),
  reference: z.string(),
  /** ISO instant the money was received. */
  paidAt: z.string(),
  /** What the order owed after this payment. */
  outstandingAfter: minorAmountSchema,
  /** ISO instant an operator reversed the payment (the money was returned or never arrived). */
  reversedAt: z.string().nullable(),
  /** What the order owes now, where the receipt is shown alone (null in lists). */
  owedNow: minorAmountSchema.nullable(),
  /**
   * What of this payment's overpayment (`allocation.unapplied`) was refunded to the borrower: the
   * order's refunds go to its oldest credit first.
   */
  creditRefunded: minorAmountSchema,
  /** The loan's earlier credit this payment applied first, beside the money. */
  creditApplied: minorAmountSchema,
  /** What of this payment's overpayment later paid a charge of the loan (oldest credit first). */
  creditUsed: minorAmountSchema,
});

export const repaymentHistorySchemas = {
  request: z.object({ orderId: orderIdSchema }),
  response: z.object({
    orderId: z.string(),
    orderStatus: z.number().int(),
    outstanding: minorAmountSchema,
    payments: z.array(receiptSchema),
  }),
};

/** The official receipt as printed: the payment, who issued it and to whom. */
export const officialReceiptSchema = receiptSchema.extend({
  issuer: z.object({
    /** The lender's corporate name, SEC registration and Certificate of Authority. */
    name: z.string(),
    secRegistrationNumber: z.string(),
    certificateOfAuthorityNumber: z.string(),
    address: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  /** The borrower's mobile number, masked. */
  borrowerPhone: z.string(),
});

export const repaymentReceiptSchemas = {
  request: z.object({ receiptNo: z.string().trim().min(1, 'is required').max(64) }),
  response: officialReceiptSchema,
};
