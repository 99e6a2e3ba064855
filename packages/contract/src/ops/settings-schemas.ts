import { z } from 'zod';
import { LOAN_TERM_MAX_DAYS, LOAN_TERM_MIN_DAYS } from '../constants.ts';

// The back office's catalogue and settings screens: products, binding page items, brand, landing
// templates with their counts, and the images an operator attaches to a complaint reply.

/** A Filipino side of a text: empty (or null) clears it, so the English text shows instead. */
const filipinoText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((text) => (text === '' ? null : text));

const bindOption = z.object({
  name: z.string().trim().min(1).max(100),
  type: z.string().trim().min(1).max(20),
});

const centavos = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const bps = z.number().int().min(0).max(1_000_000);

export const opsProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z
    .boolean()
    .describe('Offered to borrowers; an inactive product still shows on its orders'),
  rolloverAllowed: z.boolean().describe('Borrowers may extend a due loan by one period'),
  minAmount: z.number().describe('Centavos'),
  maxAmount: z.number().describe('Centavos'),
  amountStep: z.number().describe('Centavos'),
  defaultAmount: z.number().describe('Centavos: the amount the confirm screen quotes first'),
  termDays: z.number(),
  periods: z.number().describe('Instalments; they divide the term'),
  dailyInterestBps: z.number().describe('Daily interest in basis points of the principal'),
  serviceFeeBps: z.number().describe('Service fee in basis points of the principal'),
  rateDescription: z.string(),
  rateDescriptionFil: z
    .string()
    .nullable()
    .describe('The rate description in Filipino; null shows the English one to every reader'),
  highestCostBps: z
    .number()
    .describe('Fee and interest of the costliest offered amount, in basis points of it'),
});

export const productListSchema = z.object({
  costCapBps: z
    .number()
    .describe('The legal cap on a loan’s total cost, in basis points of the principal (config)'),
  products: z.array(opsProductSchema),
});

export const productParamsSchema = z.object({ productId: z.string().trim().min(1).max(64) });

export const productPatchBodySchema = z
  .object({
    name: z.string().trim().min(1, 'is required').max(100).optional(),
    active: z.boolean().optional(),
    rolloverAllowed: z.boolean().optional(),
    minAmount: centavos.optional(),
    maxAmount: centavos.optional(),
    amountStep: centavos.optional(),
    defaultAmount: centavos.optional(),
    termDays: z.number().int().min(LOAN_TERM_MIN_DAYS).max(LOAN_TERM_MAX_DAYS).optional(),
    periods: z.number().int().min(1).max(LOAN_TERM_MAX_DAYS).optional(),
    dailyInterestBps: bps.optional(),
    serviceFeeBps: z.number().int().min(0).max(9_999).optional(),
    rateDescription: z.string().trim().max(200).optional(),
    rateDescriptionFil: filipinoText(200),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');

export const bindItemSchema = z.object({
  code: z.string(),
  cate: z.string(),
  title: z.string(),
  subtitle: z.string(),
  value: z.string(),
  note: z.array(z.object({ name: z.string(), type: z.string() })),
  title_fil: z.string().nullable().describe('Filipino title; null shows the English one'),
  subtitle_fil: z.string().nullable().describe('Filipino subtitle; null shows the English one'),
  note_fil: z
    .array(z.object({ name: z.string(), type: z.string() }))
    .nullable()
    .describe('Options with Filipino names; null shows the English ones'),
  card_type_mi: z.number(),
  channel_number: z.number(),
  input_type: z.string(),
  position: z.number(),
  active: z.boolean(),
});

export const bindItemListSchema = z.object({ items: z.array(bindItemSchema) });

export const bindItemParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });

export const bindItemPatchSchema = z
  .object({
    title: z.string().trim().min(1).max(100).optional(),
    subtitle: z.string().trim().max(200).optional(),
    note: z.array(bindOption).max(100).optional(),
    title_fil: filipinoText(100),
    subtitle_fil: filipinoText(200),
    note_fil: z.array(bindOption).max(100).nullable().optional(),
    active: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');

export const brandFieldSchema = z.object({
  field: z.string(),
  label: z.string(),
  value: z.string(),
  /** Where it is kept: the environment (read-only here) or the database (editable). */
  source: z.enum(['config', 'database', 'not-stored']),
  /** The variable that sets a config field. */
  env: z.string().nullable(),
});

export const brandViewSchema = z.object({
  fields: z.array(brandFieldSchema),
  contact: z
    .object({ email: z.string(), smWa: z.string() })
    .nullable()
    .describe('The customer service contact the borrower screens show (database)'),
});

export const contactPatchBodySchema = z.object({
  email: z.email().max(200),
  smWa: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number'),
});

export const landingOverviewSchema = z.object({
  from: z.string().describe('The first Philippine day counted'),
  templates: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      active: z.boolean(),
      createdAt: z.string(),
      visits: z.number(),
      clicks: z.number().describe('Presses of the register button'),
      registrations: z.number(),
    }),
  ),
});

export const landingOverviewQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});

export const opsUploadSchema = z.object({ url: z.string() });
