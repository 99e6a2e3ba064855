import { z } from 'zod';
import { LOCALES } from '../locale.ts';
import { receiptSchema } from './repayment.ts';

const isoTime = z.string();

export const erasureRequestSchema = z.object({
  /** What the borrower quotes to the data protection officer. */
  reference: z.string(),
  requestedAt: isoTime,
  status: z.enum(['received', 'completed']),
  /**
   * While received: the Philippine date from which it is carried out (the last loan's closing
   * plus the retention period), or null while a loan is still open.
   */
  eraseFrom: z.string().nullable(),
  completedAt: isoTime.nullable(),
});

/** Everything the lender holds about the borrower, as the borrower may see and download it. */
export const myDataSchema = z.object({
  exportedAt: isoTime,
  profile: z.object({ phone: z.string(), registeredAt: isoTime }),
  orders: z.array(
    z.object({
      orderId: z.string(),
      productId: z.string(),
      status: z.number().int(),
      principal: z.number().int(),
      appliedAt: isoTime,
      releaseDate: z.string().nullable(),
      dueDate: z.string().nullable(),
      settledAt: isoTime.nullable(),
    }),
  ),
  payments: z.array(receiptSchema),
  complaints: z.array(
    z.object({
      complaintId: z.string(),
      orderId: z.string(),
      problemType: z.number().int(),
      detail: z.string(),
      images: z.array(z.string()),
      status: z.number().int(),
      reply: z.string(),
      createdAt: isoTime,
    }),
  ),
  /** What the borrower agreed to and when: the agreement and disclosure versions per application. */
  consents: z.array(
    z.object({
      orderId: z.string(),
      at: isoTime,
      /** The record as the order's history holds it. */
      text: z.string(),
      /** The documents agreed to, each with the version shown (its date). */
      documents: z.array(
        z.object({
          document: z.enum(['loan-agreement', 'disclosure-statement']),
          version: z.string(),
        }),
      ),
    }),
  ),
  sessions: z.array(
    z.object({
      startedAt: isoTime,
      lastSeenAt: isoTime,
      expiresAt: isoTime,
      endedAt: isoTime.nullable(),
      current: z.boolean(),
    }),
  ),
  erasureRequests: z.array(erasureRequestSchema),
  /** The messages sent to the borrower, in the language they read in now. */
  messages: z.array(z.object({ title: z.string(), body: z.string(), at: isoTime })),
  /** The bound payout account, masked as every page shows it; null when none. */
  payoutAccount: z.string().nullable(),
  /** The language the borrower chose; null when they never chose one. */
  language: z.enum(LOCALES).nullable(),
});

export const myDataSchemas = {
  request: z.object({}),
  response: myDataSchema,
};

export const requestErasureSchemas = {
  request: z.object({}),
  response: erasureRequestSchema,
};

/**
 * The borrower's data as a person reads it (the download): sections and fields named in the
 * reader's language, amounts in pesos with the currency, statuses and types in words, times in
 * Philippine time. Its shape is the document's own, so it is described as a record here.
 */
export const myDataExportSchemas = {
  request: z.object({}),
  response: z.record(z.string(), z.unknown()),
};

export const withdrawErasureSchemas = {
  request: z.object({}),
  /** Whether an open request was withdrawn (false once it has been carried out, or when none). */
  response: z.object({ withdrawn: z.boolean() }),
};
