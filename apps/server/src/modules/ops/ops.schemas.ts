import { normaliseMobileNumber, ORDER_STATUSES } from '@loan/contract';
import { z } from 'zod';
import { pageCursorSchema } from '../../lib/page-cursor.ts';

// The operations API is not part of the borrower contract: its schemas live here.

/**
 * A borrower's phone as operators paste it: a mobile in any written form is read in its stored form;
 * other 11-digit numbers (stored before the one mobile rule) are still found as they are.
 */
const storedPhoneSchema = z
  .string()
  .transform((text) => normaliseMobileNumber(text) ?? text.trim())
  .pipe(z.string().regex(/^\d{11}$/, 'must be a mobile number like 0917 123 4567'));

const statusSchema = z.coerce
  .number()
  .int()
  .refine(
    (value) => (ORDER_STATUSES as readonly number[]).includes(value),
    'is not an order status',
  );

export const listOrdersQuerySchema = z.object({
  status: statusSchema.optional(),
  phone: storedPhoneSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  after: pageCursorSchema.optional(),
});

export const orderParamsSchema = z.object({ orderId: z.string().trim().min(1).max(64) });

export const phoneParamsSchema = z.object({ phone: storedPhoneSchema });

export const decisionBodySchema = z
  .object({ note: z.string().trim().max(500).optional() })
  .nullish()
  .transform((body) => body ?? {});

export const recordPaymentBodySchema = z.object({
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  reference: z.string().trim().min(1, 'is required').max(64),
  kind: z.enum(['instalment', 'rollover']).default('instalment'),
  channel: z.string().trim().min(1).max(100).default('received outside the provider'),
});

export const advanceClockBodySchema = z.object({
  days: z.number().int().min(1).max(3650),
});

export const orderSummarySchema = z.object({
  orderId: z.string(),
  phone: z.string(),
  productId: z.string(),
  status: z.number(),
  statusName: z.string(),
  principal: z.number(),
  appliedAt: z.string(),
  withdrawnAt: z.string().nullable(),
  releaseDate: z.string().nullable(),
  dueDate: z.string().nullable(),
});

export const orderEventSchema = z.object({
  actor: z.string(),
  from: z.number().nullable(),
  to: z.number(),
  at: z.string(),
  note: z.string(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  events: z.array(orderEventSchema),
});

export const sweepResultSchema = z.object({
  checked: z.number(),
  changes: z.array(z.object({ orderId: z.string(), from: z.number(), to: z.number() })),
});

export const clockSchema = z.object({
  now: z.string(),
  today: z.string(),
  offsetDays: z.number(),
});

export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
