import { z } from 'zod';
import { LEDGER_ENTRY_TYPES, WAIVABLE_PARTS } from './constants.ts';

// The loan ledger, payments and reconciliation on the operations API (decisions 0031, 0032,
// 0039): the answers the back office reads and the bodies it sends.

const money = z.number().int().min(0);
const amountIn = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const reasonIn = z.string().trim().min(1, 'a reason is required').max(500);
const referenceIn = z.string().trim().min(1, 'is required').max(64);
const phDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

export const entrySchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  type: z.enum(LEDGER_ENTRY_TYPES),
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
  paidToCredit: money.describe('Money paid beyond what was owed: it became credit'),
  waivedTotal: money,
  payable: money.describe('What the borrower may pay on the day'),
  daysOverdue: z.number().int(),
  instalmentsDue: money,
  releaseDate: z.string(),
  extension: z
    .object({ times: z.number().int(), days: z.number().int(), finalDueDate: z.string() })
    .optional(),
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

// What a maker states with a manual booking or a waiver (decision 0067).
const valueDateIn = phDay.describe(
  'The Philippine day the money moved (default: today); at most 31 days back, never ahead',
);
const evidenceIn = z
  .string()
  .trim()
  .max(300)
  .describe('An image stored through POST /uploads/evidence (its url)');

export const recordPaymentBodySchema = z.object({
  amount: amountIn,
  reference: referenceIn,
  kind: z.enum(['instalment', 'rollover']).default('instalment'),
  channel: z.string().trim().min(1).max(100).default('received outside the provider'),
  valueDate: valueDateIn.optional(),
  evidence: evidenceIn.optional(),
});

export const waiverBodySchema = z.object({
  part: z.enum(WAIVABLE_PARTS),
  amount: amountIn,
  reason: reasonIn,
  reference: referenceIn.describe('Makes a retried request book once'),
  evidence: evidenceIn.optional(),
});

export const APPROVAL_KINDS = ['payment', 'waiver'] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A manual booking or a waiver waiting for, or decided by, a second operator (decision 0067). */
export const moneyApprovalSchema = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  orderId: z.string(),
  amount: money,
  reference: z.string(),
  valueDate: z.string(),
  evidence: z.string().nullable(),
  paymentKind: z.enum(['instalment', 'rollover']).nullable(),
  channel: z.string().nullable(),
  part: z.enum(WAIVABLE_PARTS).nullable(),
  reason: z.string().nullable(),
  status: z.enum(APPROVAL_STATUSES),
  maker: z.string(),
  makerRole: z.string().nullable(),
  madeAt: z.string(),
  checker: z.string().nullable(),
  checkerRole: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  receiptNo: z.string().nullable().describe('The official receipt of an approved booking'),
});

/** A maker's booking or waiver above the limit: recorded, nothing booked yet (202). */
export const sentForApprovalSchema = z.object({ pendingApproval: moneyApprovalSchema });

export const moneyApprovalListSchema = z.object({
  approvals: z.array(moneyApprovalSchema),
  next: z.string().nullable(),
});

export const approvalRejectBodySchema = z.object({ reason: reasonIn });

export const reversalBodySchema = z.object({
  payment: z.string().trim().min(1).max(64).describe("The payment's receipt number or id"),
  reason: reasonIn,
});

export const refundBodySchema = z.object({
  amount: amountIn,
  reference: referenceIn.describe("The payout's reference: a retried request books once"),
  reason: z.string().trim().max(500).optional(),
});

export const reconcileBodySchema = z.object({ date: phDay });

const kindSchema = z.enum(['payment', 'payout']);
const reconLine = z.object({ kind: kindSchema, reference: z.string(), amount: z.number() });
const reconTotals = z.object({
  payments: z.number(),
  payouts: z.number(),
  paidIn: z.number(),
  paidOut: z.number(),
});

export const reconciliationSchema = z.object({
  date: z.string().describe('The Philippine day compared'),
  provider: z.string(),
  gateway: reconTotals,
  ours: reconTotals,
  matched: z.number().describe('References settled at the gateway and booked here, same amount'),
  missingOnOurSide: z.array(reconLine.extend({ booked: z.boolean(), result: z.string() })),
  unknownToGateway: z.array(reconLine),
  amountMismatches: z.array(
    z.object({ kind: kindSchema, reference: z.string(), gateway: z.number(), ours: z.number() }),
  ),
  duplicates: z.array(
    z.object({
      kind: kindSchema,
      reference: z.string(),
      side: z.enum(['gateway', 'ours']),
      count: z.number(),
    }),
  ),
  manualBookings: z
    .array(
      z.object({
        receiptNo: z.string(),
        orderId: z.string(),
        amount: z.number(),
        reference: z.string(),
        channel: z.string(),
        paidAt: z.string(),
        valueDate: z.string().nullable(),
        maker: z.string(),
        checker: z.string().nullable().describe('Null: booked at once, under the limit'),
        evidence: z.string().nullable(),
      }),
    )
    .describe("Money operators booked that day (decision 0067): not the gateway's to match"),
  flagged: z
    .array(
      z.object({
        reason: z.string(),
        reference: z.string(),
        amount: z.number().nullable(),
        asked: z.number().nullable(),
        detail: z.string(),
      }),
    )
    .describe('Gateway events that did not answer their pay code exactly (decision 0063)'),
  exceptions: z
    .number()
    .describe('Lines still to look at: not booked, unknown to the gateway, mismatched, duplicated'),
  runAt: z.string().describe('ISO instant the comparison ran'),
  runBy: z.string().describe('ops:<email>, ops:token:<name>, or system:scheduler (the daily job)'),
});

export const reconciliationRunSchema = reconciliationSchema.pick({
  date: true,
  provider: true,
  matched: true,
  exceptions: true,
  runAt: true,
  runBy: true,
});

export const reconciliationListSchema = z.object({
  runs: z.array(reconciliationRunSchema).describe('The latest run of each day, newest day first'),
  next: z.string().nullable().describe('The cursor of the next page (`?after=`), null on the last'),
});

export const paymentListItemSchema = z.object({
  receiptNo: z.string(),
  orderId: z.string(),
  amount: money,
  kind: z.enum(['instalment', 'rollover']),
  channel: z.string(),
  reference: z.string(),
  source: z.enum(['provider', 'operator']),
  paidAt: z.string().describe('ISO instant the money was received'),
  reversedAt: z.string().nullable().describe('ISO instant it was reversed, or null'),
});

export const paymentListSchema = z.object({
  payments: z.array(paymentListItemSchema),
  next: z.string().nullable().describe('The cursor of the next page (`?after=`), null on the last'),
});
