import { normaliseMobileNumber, ORDER_STATUSES } from '@loan/contract';
import type { orderDetailSchema, orderSummarySchema } from '@loan/contract/ops-schemas';
import { sentForApprovalSchema } from '@loan/contract/ops-schemas';
import { envelopeSchema } from '@loan/contract/schemas';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { pageCursorSchema } from '../../lib/page-cursor.ts';

// The operations API is not part of the borrower contract: the schemas of its requests live here,
// those of the answers the back office reads in the contract (`@loan/contract/ops-schemas`).
export {
  bindItemListSchema,
  bindItemSchema,
  complaintListSchema,
  opsComplaintSchema,
  opsPaymentSchema,
  orderDetailSchema,
  orderListSchema,
  orderPaymentsSchema,
  orderSummarySchema,
  reconcileBodySchema,
  reconciliationSchema,
  recordPaymentBodySchema,
} from '@loan/contract/ops-schemas';

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

const phDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-01-31');

/**
 * The start of a phone or an order number as typed (docs/decisions/0048): spaces dropped; digits
 * are a phone, read in its stored form (`9171…`, `+63917…` and `0917…` alike); anything else an
 * order number, in capitals.
 */
export const orderPrefixSchema = z
  .string()
  .max(40)
  .transform((text, ctx) => {
    const compact = text.replace(/\s+/g, '');
    if (/^\+?\d+$/.test(compact)) {
      const prefix = compact.replace(/^\+?63/, '0').replace(/^9/, '09');
      return { by: 'phone' as const, prefix };
    }
    if (/^[A-Za-z0-9-]+$/.test(compact)) {
      return { by: 'orderId' as const, prefix: compact.toUpperCase() };
    }
    ctx.addIssue({
      code: 'custom',
      message: 'must be the start of a phone or an order number (digits, letters and -)',
    });
    return z.NEVER;
  });

export const listOrdersQuerySchema = z.object({
  /** The start of a phone or an order number: orders in the order of that index. */
  q: orderPrefixSchema.optional(),
  status: statusSchema.optional(),
  phone: storedPhoneSchema.optional(),
  /** Applied on or after this Philippine day, and on or before `to`. */
  from: phDaySchema.optional(),
  to: phDaySchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  after: pageCursorSchema.optional(),
});

export const orderParamsSchema = z.object({ orderId: z.string().trim().min(1).max(64) });

export const phoneParamsSchema = z.object({ phone: storedPhoneSchema });

export const decisionBodySchema = z
  .object({
    note: z.string().trim().max(500).optional(),
    /** A release only: the account the operator means to pay; refused unless the borrower's. */
    accountId: z.uuid().optional(),
  })
  .nullish()
  .transform((body) => body ?? {});

export const advanceClockBodySchema = z
  .object({
    days: z.number().int().min(0).max(3650),
    /** Hours on top of the days (a test that needs the sending hours' start). */
    hours: z.number().int().min(0).max(23).default(0),
  })
  .refine((body) => body.days + body.hours > 0, { message: 'moves the clock by nothing' });

export const sweepResultSchema = z.object({
  checked: z.number(),
  changes: z.array(z.object({ orderId: z.string(), from: z.number(), to: z.number() })),
});

export const clockSchema = z.object({
  now: z.string(),
  today: z.string(),
  offsetDays: z.number(),
});

export const jobRunsSchema = z.object({
  jobs: z.array(
    z.object({ name: z.string(), startedAt: z.string(), finishedAt: z.string().nullable() }),
  ),
});

export const landingTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  active: z.boolean(),
  created_at: z.date(),
});

export const landingTemplateListSchema = z.object({ templates: z.array(landingTemplateSchema) });

export const landingStatsSchema = z.object({
  from: z.string(),
  rows: z.array(
    z.object({
      day: z.string(),
      templateId: z.number(),
      appFrom: z.string(),
      userFrom: z.string(),
      utmTag: z.string(),
      clientType: z.string(),
      kind: z.string(),
      count: z.number(),
    }),
  ),
});

export const endedSessionsSchema = z.object({ phone: z.string(), endedSessions: z.number() });

/** The success envelope of an operations call, checked on the way out like a contract call's. */
export function opsResponse<T extends $ZodType>(data: T) {
  return { 200: envelopeSchema(data) };
}

/** Done at once (200), or recorded for a second operator to approve (202, decision 0067). */
export function opsResponseOrApproval<T extends $ZodType>(data: T) {
  return { 200: envelopeSchema(data), 202: envelopeSchema(sentForApprovalSchema) };
}

export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
