import { addDays } from '@loan/loan-engine';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { phDate, philippineDays } from '../../lib/ph-date.ts';
import { listPaymentFlagRows } from './payment-flags.repository.ts';

/** A gateway event that did not answer its pay code exactly (decision 0063), as listed. */
export const paymentFlagSchema = z.object({
  id: z.string(),
  reason: z.enum([
    'part',
    'over',
    'paid-code',
    'expired-code',
    'ended-code',
    'foreign-request',
    'sub-centavo',
  ]),
  provider: z.string(),
  reference: z.string(),
  /** Booked: the payment's id; refused or not booked twice: null. */
  paymentId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  providerRequestId: z.string().nullable(),
  amount: z.number().int().nullable(),
  asked: z.number().int().nullable(),
  bookedBefore: z.number().int().nullable(),
  detail: z.string(),
  createdAt: z.string(),
});

export const paymentFlagListSchema = z.object({ items: z.array(paymentFlagSchema) });

export interface FlagQuery {
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
}

/** The flags of Philippine days [from, to] (default: the last 31 days), oldest first. */
export async function listPaymentFlags(
  db: Db,
  now: Date,
  query: FlagQuery,
): Promise<z.output<typeof paymentFlagListSchema>> {
  const to = query.to ?? phDate(now);
  const range = philippineDays(query.from ?? addDays(to, -30), to);
  if (typeof range === 'string') throw new AppError(400, range, 400);
  const rows = await listPaymentFlagRows(db, range, query.limit);
  return {
    items: rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      provider: row.provider,
      reference: row.reference,
      paymentId: row.payment_id,
      providerPaymentId: row.provider_payment_id,
      providerRequestId: row.provider_request_id,
      amount: row.amount,
      asked: row.asked,
      bookedBefore: row.booked_before,
      detail: row.detail,
      createdAt: row.created_at.toISOString(),
    })),
  };
}

/**
 * The gateway events flagged on a Philippine day for a provider (decision 0063): each one a line
 * of that day's reconciliation that someone has to look at (at most 500: more is an incident).
 */
export async function flagsOfDay(db: Db, date: string, provider: string) {
  const range = philippineDays(date, date);
  if (typeof range === 'string') throw new AppError(400, range, 400);
  const rows = await listPaymentFlagRows(db, range, 500);
  return rows
    .filter((row) => row.provider === provider)
    .map((row) => ({
      reason: row.reason,
      reference: row.reference,
      amount: row.amount,
      asked: row.asked,
      detail: row.detail,
    }));
}
