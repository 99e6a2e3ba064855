import { z } from 'zod';
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
  consents: z.array(z.object({ orderId: z.string(), at: isoTime, text: z.string() })),
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
});

export const myDataSchemas = {
  request: z.object({}),
  response: myDataSchema,
};

export const requestErasureSchemas = {
  request: z.object({}),
  response: erasureRequestSchema,
};
