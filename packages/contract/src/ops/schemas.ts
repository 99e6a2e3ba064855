import { z } from 'zod';
import { mobileNumberSchema } from '../schemas/fields.ts';
import { receiptSchema } from '../schemas/repayment.ts';
import {
  CONTACT_BASES,
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  CONTACT_PARTIES,
  CONTACT_REFUSAL_REASONS,
  LOAN_PARTY_KINDS,
  OVERDUE_BUCKET_IDS,
  RECONCILIATION_DASHBOARD_DAYS,
} from './constants.ts';
import { ROLES } from './permissions.ts';

export * from './operator-schemas.ts';
export * from './payment-schemas.ts';
export * from './settings-schemas.ts';

// The operations API's answers, shared by the server (which checks them on the way out) and the
// back office (which is typed from them).

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
  /** The transition table's event (null for rows loaded in bulk). */
  event: z.string().nullable(),
  at: z.string(),
  note: z.string(),
});

export const payoutViewSchema = z.object({
  reference: z.string(),
  /** A loan's release, or a refund of the borrower's credit (decision 0065). */
  purpose: z.enum(['release', 'refund']),
  amount: z.number(),
  status: z.enum(['requested', 'pending', 'succeeded', 'failed', 'reversed', 'resolved']),
  failureCode: z.string().nullable(),
  reason: z.string().nullable(),
  requestedBy: z.string(),
  at: z.string(),
});

/** What an operator does with a reversed payout (decision 0065). */
export const PAYOUT_RESOLUTIONS = ['release-again', 'cancel', 'close'] as const;

/** A reversed payout awaiting an operator: the back office's list. */
export const reversedPayoutSchema = z.object({
  reference: z.string(),
  orderId: z.string(),
  orderStatus: z.number(),
  amount: z.number(),
  failureCode: z.string().nullable(),
  reversedAt: z.string(),
  /** The account it was sent to, masked. */
  account: z.string(),
  /** What the operator may do: release again or cancel a held order; close one they untangled. */
  actions: z.array(z.enum(PAYOUT_RESOLUTIONS)),
});

export const reversedPayoutListSchema = z.object({ payouts: z.array(reversedPayoutSchema) });

/** A refund of credit through a payout to the borrower's bound account (decision 0065). */
export const refundPayoutBodySchema = z.object({
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  reason: z.string().trim().min(1, 'a reason is required').max(500),
});

export const refundPayoutAnswerSchema = z.object({
  orderId: z.string(),
  payouts: z.array(payoutViewSchema),
});

export const resolvePayoutBodySchema = z.object({
  action: z.enum(PAYOUT_RESOLUTIONS),
  note: z.string().trim().min(3).max(500).describe('Why: what was checked with the borrower'),
});

export const orderDetailSchema = orderSummarySchema.extend({
  events: z.array(orderEventSchema),
  payouts: z.array(payoutViewSchema),
});

/** The cursor of the next page (`?after=`), null on the last. */
export const nextPageSchema = z.string().nullable();

export const orderListSchema = z.object({
  orders: z.array(orderSummarySchema),
  next: nextPageSchema,
});

export const opsPaymentSchema = receiptSchema.extend({
  source: z.enum(['provider', 'operator']),
  actor: z.string(),
});

export const orderPaymentsSchema = z.object({
  orderId: z.string(),
  status: z.number(),
  outstanding: z.number(),
  payments: z.array(opsPaymentSchema),
});

export const opsComplaintSchema = z.object({
  problemId: z.string(),
  orderId: z.string(),
  type: z.string(),
  sonType: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  status: z.number(),
  statusName: z.string(),
  reply: z.string(),
  replyImages: z.array(z.string()),
  needScore: z.boolean(),
  score: z.number().nullable(),
  createdAt: z.string(),
  replyDueAt: z
    .string()
    .describe('ISO instant: the end of the 3rd Philippine working day after filing'),
  minutesLeft: z
    .number()
    .nullable()
    .describe('Minutes until the reply is due (negative: overdue); null once answered'),
});

export const complaintListSchema = z.object({
  complaints: z.array(opsComplaintSchema),
  next: nextPageSchema,
});

const bucketCountsSchema = z.object(
  Object.fromEntries(OVERDUE_BUCKET_IDS.map((id) => [id, z.number()])) as Record<
    (typeof OVERDUE_BUCKET_IDS)[number],
    z.ZodNumber
  >,
);

export const dashboardSchema = z.object({
  today: z.string().describe('The Philippine day the figures are for'),
  applications: z.number().describe('Orders applied for today'),
  underReview: z.number().describe('Orders waiting for a decision'),
  releases: z.number().describe('Orders released today'),
  dueToday: z.number().describe('Orders falling due today'),
  overdue: bucketCountsSchema.describe('Overdue orders by days past due'),
  complaints: z
    .object({ open: z.number(), nearDeadline: z.number(), overdue: z.number() })
    .nullable()
    .describe('Open complaints against their deadline; null for a role that may not read them'),
  reconciliationExceptions: z
    .number()
    .describe(
      `Exceptions in the latest reconciliation of each of the last ${RECONCILIATION_DASHBOARD_DAYS} Philippine days`,
    ),
});

export const worklistQuerySchema = z.object({
  bucket: z.enum(OVERDUE_BUCKET_IDS).default('1-30'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const contactSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  channel: z.enum(CONTACT_CHANNELS),
  party: z.enum(CONTACT_PARTIES),
  partyId: z.string().nullable().describe('The loan party reached; null for the borrower'),
  contactName: z.string(),
  outcome: z.enum(CONTACT_OUTCOMES),
  note: z.string(),
  promiseDate: z.string().nullable(),
  promiseAmount: z.number().nullable(),
  actor: z.string(),
  contactedAt: z.string(),
});

/** A contact just logged, as the audit trail keeps it: ids and what happened, no names or notes. */
export const loggedContactSchema = contactSchema.omit({ contactName: true, note: true });

/** A guarantor, co-maker or family member recorded on a loan. */
export const loanPartySchema = z.object({
  id: z.string(),
  kind: z.enum(LOAN_PARTY_KINDS),
  name: z.string(),
  phone: z.string(),
  relation: z.string().describe('How the party is related to the borrower, as the borrower said'),
  borrowerConsent: z.string().describe('How the borrower agreed to this party being recorded'),
  addedBy: z.string(),
  addedAt: z.string(),
});

export const loanPartyBodySchema = z.object({
  kind: z.enum(LOAN_PARTY_KINDS),
  name: z.string().trim().min(1, 'is required').max(100),
  phone: mobileNumberSchema,
  relation: z.string().trim().min(1, 'is required').max(60),
  borrowerConsent: z
    .string()
    .trim()
    .min(1, 'is required: how and when the borrower agreed to name this party')
    .max(500),
});

export const loanPartyAddedSchema = z.object({
  orderId: z.string(),
  id: z.string(),
  kind: z.enum(LOAN_PARTY_KINDS),
});

/** The borrower's own consent, given in the app, to contact outside the hours. */
export const offHoursConsentViewSchema = z.object({
  grantedAt: z.string(),
  words: z.string().describe('The words the borrower agreed to, in the language shown'),
  language: z.string(),
});

/** Whether one person on the loan may be contacted at the moment the answer was made. */
export const contactNowSchema = z.object({
  partyId: z.string().describe(`A loan party's id, or "borrower"`),
  party: z.enum(CONTACT_PARTIES),
  name: z.string(),
  phone: z.string(),
  allowed: z.boolean(),
  basis: z.enum(CONTACT_BASES).nullable().describe('Why the contact is allowed'),
  reason: z.enum(CONTACT_REFUSAL_REASONS).nullable().describe('Why it is not'),
  why: z.string().describe('The rule, in words, with the Philippine time to the second'),
});

const phClockField = z
  .string()
  .describe('The Philippine time the answer was made at, to the second (HH:MM:SS)');

export const worklistItemSchema = orderSummarySchema.extend({
  daysPastDue: z.number(),
  outstanding: z.number(),
  consentedToOffHours: z.boolean(),
  contactNow: z.array(contactNowSchema),
  lastContact: contactSchema.nullable(),
});

export const worklistSchema = z.object({
  bucket: z.enum(OVERDUE_BUCKET_IDS),
  today: z.string(),
  at: z.string(),
  phClock: phClockField,
  items: z.array(worklistItemSchema),
});

export const collectionsOrderParamsSchema = z.object({
  orderId: z.string().trim().min(1).max(64),
});

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-01-31');

export const contactBodySchema = z
  .object({
    channel: z.enum(CONTACT_CHANNELS),
    partyId: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .describe('"borrower", or the id of a party recorded on this loan'),
    outcome: z.enum(CONTACT_OUTCOMES),
    note: z.string().trim().max(1000).default(''),
    promiseDate: isoDay.nullish(),
    promiseAmount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullish(),
  })
  .refine(
    (body) =>
      body.outcome !== 'promise-to-pay' || (body.promiseDate != null && body.promiseAmount != null),
    { message: 'a promise to pay needs its date and amount', path: ['promiseDate'] },
  );

export const consentBodySchema = z.object({
  note: z.string().trim().max(500).optional(),
});

export const orderCollectionsSchema = z.object({
  orderId: z.string(),
  daysPastDue: z.number(),
  at: z.string(),
  phClock: phClockField,
  consentedToOffHours: z.boolean(),
  offHoursConsent: offHoursConsentViewSchema.nullable(),
  parties: z.array(loanPartySchema),
  contactNow: z.array(contactNowSchema),
  contacts: z.array(contactSchema),
});

export const operatorListSchema = z.object({
  operators: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      active: z.boolean().describe('Password and second factor set up'),
      removed: z.boolean().describe('Access removed: no sign-in, no session'),
      createdAt: z.string(),
    }),
  ),
});

export const auditRecordSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z
    .string()
    .describe('operator:<email>, token:<name> (token:automation/<person>), or anonymous'),
  operatorId: z.string().nullable(),
  action: z.string().describe('The route as declared: METHOD /api/ops/...'),
  outcome: z.enum(['done', 'failed', 'refused']),
  reason: z.string().nullable(),
  target: z.string().nullable(),
  before: z
    .unknown()
    .describe('The record the write changed, as it was (JSON, personal details withheld), or null'),
  after: z.unknown().describe("The write's answer (JSON, shown-once secrets left out), or null"),
  ip: z.string(),
});
export const auditPageSchema = z.object({
  records: z.array(auditRecordSchema),
  next: z.string().nullable().describe('The cursor of the next page (`?after=`), null on the last'),
});
export const auditChainReportSchema = z.object({
  ok: z.boolean().describe('Every record follows the one before and matches its digest'),
  checked: z.number().int(),
  lastId: z.string().nullable(),
  lastDigest: z.string().describe("The newest record's digest: kept elsewhere, it pins the chain"),
  problemCount: z.number().int(),
  problems: z.array(z.string()).describe('The first breaks found, oldest first'),
});

/** A queue of jobs: how many wait, run, wait after a failed attempt, and are out of attempts. */
export const jobQueueCountsSchema = z.object({
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  retrying: z.number().int(),
  deadLetters: z.number().int(),
});

/** A job that failed: waiting for its next attempt (`retry`) or out of attempts (`failed`). */
export const problemJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(['retry', 'failed']),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  /** A dead letter's last attempt; a retrying job's next one. */
  at: z.string(),
});

export const jobQueueOverviewSchema = z.object({
  queues: z.array(jobQueueCountsSchema),
  /** The newest first, at most 50 of each. */
  deadLetters: z.array(problemJobSchema),
  retrying: z.array(problemJobSchema),
});

export const jobRetryParamsSchema = z.object({
  queue: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/),
  id: z.uuid(),
});

export const jobRetriedSchema = z.object({ retried: z.boolean() });

const placeSchema = z.object({ code: z.string(), name: z.string() });

/** The approver's view of an application: who applied, their photos, and the policy's rules. */
export const applicantViewSchema = z.object({
  orderId: z.string(),
  profile: z
    .object({
      fullName: z.string(),
      birthDate: z.string(),
      age: z.number().int(),
      civilStatus: z.string(),
      citizenship: z.string(),
      address: z.object({
        line: z.string(),
        region: placeSchema,
        province: placeSchema,
        city: placeSchema,
        barangay: placeSchema,
      }),
      employment: z.string(),
      employer: z.string(),
      monthlyIncome: z.number().int(),
      idType: z.string(),
      idNumber: z.string(),
      privacyConsentAt: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
  /** Paths of the photos inside the operations API (the same permission reads them). */
  photos: z.object({ idPhoto: z.string(), selfie: z.string() }).nullable(),
  /** Another account has the same name and birth date. */
  namesake: z.boolean(),
  changes: z.array(z.object({ at: z.string(), fields: z.array(z.string()) })),
  policy: z
    .object({
      outcome: z.enum(['approve', 'review', 'reject']),
      rules: z.array(
        z.object({
          rule: z.string(),
          outcome: z.enum(['pass', 'review', 'reject']),
          reason: z.string().nullable(),
          detail: z.string(),
        }),
      ),
    })
    .nullable(),
});
