import { z } from 'zod';
import { ENTRY_TYPES } from '../loan/engine/ledger-types.ts';

const money = z.number().int().min(0);
const amountIn = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const reasonIn = z.string().trim().min(1, 'a reason is required').max(500);
const referenceIn = z.string().trim().min(1, 'is required').max(64);

export const entrySchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  type: z.enum(ENTRY_TYPES),
  effectiveOn: z.string().describe('The Philippine business date it takes effect'),
  recordedAt: z.string(),
  recordedBy: z.string().describe('borrower, gateway:<name>, operator:<who>, clock, system:<what>'),
  recorderRole: z.string().nullable(),
  reason: z.string().nullable(),
  amount: money,
  principal: money,
  interest: money,
  penalty: money.describe('The one-time default penalty'),
  defaultInterest: money,
  overpayment: money,
  paymentId: z.string().nullable(),
  reversesEntryId: z.string().nullable(),
  idempotencyKey: z.string(),
  details: z.record(z.string(), z.unknown()),
});

const componentSchema = z.object({ charged: money, paid: money, waived: money, owed: money });

export const balancesSchema = z.object({
  asOf: z.string(),
  phase: z.enum(['disbursed', 'due', 'overdue', 'settled']),
  clientKind: z.enum(['new', 'repeat']),
  penalty: componentSchema,
  defaultInterest: componentSchema.extend({ booked: money, accruing: money }),
  interest: componentSchema,
  principal: componentSchema,
  credit: money,
  refunded: money,
  totalOwed: money,
  amountDue: money,
  paidTotal: money,
  waivedTotal: money,
  nextDue: z
    .object({ n: z.number().int(), total: z.number().int(), dueDate: z.string(), unpaid: money })
    .optional(),
  rollovers: z.number().int(),
});

export const orderLedgerSchema = z.object({
  orderId: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  entries: z.array(entrySchema),
  balances: balancesSchema.nullable(),
});

export const moneyActionSchema = z.object({
  orderId: z.string(),
  status: z.number().int(),
  entries: z.array(entrySchema).describe('The entries booked (none for a retried request)'),
});

export const waiverBodySchema = z.object({
  part: z.enum(['penalty', 'defaultInterest', 'interest', 'principal']),
  amount: amountIn,
  reason: reasonIn,
  reference: referenceIn.describe('Makes a retried request book once'),
});

export const reversalBodySchema = z.object({
  payment: z.string().trim().min(1).max(64).describe("The payment's receipt number or id"),
  reason: reasonIn,
});

export const refundBodySchema = z.object({
  amount: amountIn,
  reference: referenceIn.describe("The payout's reference: a retried request books once"),
  reason: z.string().trim().max(500).optional(),
});

export const reconcileReportSchema = z.object({
  orders: z.number().int(),
  entries: z.number().int(),
  payments: z.number().int(),
  differences: z.number().int(),
  listed: z.array(
    z.object({
      orderId: z.string(),
      what: z.string(),
      projection: z.unknown(),
      entries: z.unknown(),
    }),
  ),
});
