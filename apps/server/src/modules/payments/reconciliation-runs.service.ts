import { BUSINESS_CODE } from '@loan/contract';
import { RECONCILIATION_DASHBOARD_DAYS } from '@loan/contract/ops';
import { addDays } from '@loan/loan-engine';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { phDate } from '../../lib/ph-date.ts';
import { manualBookingsOfDay } from '../money-approvals/money-approvals.service.ts';
import type { CallbackDeps } from './payment-callback.service.ts';
import { flagsOfDay } from './payment-flags.service.ts';
import {
  deleteReconciliationsBefore,
  findLatestReconciliation,
  insertReconciliation,
  listLatestReconciliations,
  sumLatestExceptions,
} from './reconciliation.repository.ts';
import { exceptionsOf, type ReconciliationReport, reconcileDay } from './reconciliation.service.ts';

type ManualBooking = Awaited<ReturnType<typeof manualBookingsOfDay>>[number];
type Flagged = Awaited<ReturnType<typeof flagsOfDay>>[number];

/** A run as the screen shows it: the report, its exceptions, when and by whom. */
export type ReconciliationRun = ReconciliationReport & {
  manualBookings: ManualBooking[];
  flagged: Flagged[];
  exceptions: number;
  runAt: string;
  runBy: string;
};

/**
 * Compares a Philippine day with the gateway (booking what we missed) and keeps the result, so
 * the Payments screen and the dashboard show it without asking the gateway again.
 */
export async function runReconciliation(
  deps: CallbackDeps,
  date: string,
  runBy: string,
): Promise<ReconciliationRun> {
  const compared = await reconcileDay(deps, date);
  const report = {
    ...compared,
    manualBookings: await manualBookingsOfDay(deps.db, date),
    // After the comparison: a settlement it booked may have raised a flag.
    flagged: await flagsOfDay(deps.db, date, compared.provider),
  };
  const exceptions = exceptionsOf(report) + report.flagged.length;
  const row = await insertReconciliation(deps.db, {
    date: report.date,
    provider: report.provider,
    matched: report.matched,
    exceptions,
    report: JSON.stringify(report),
    run_by: runBy,
    run_at: deps.clock.now(),
  });
  return { ...report, exceptions, runAt: row.run_at.toISOString(), runBy };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The latest run of each day, newest day first, a page before the day `after`. */
export async function listReconciliations(
  db: Db,
  query: { limit: number; after?: string | undefined },
) {
  const rows = await listLatestReconciliations(db, query.after, query.limit + 1);
  const runs = rows.slice(0, query.limit).map((row) => ({
    date: row.date,
    provider: row.provider,
    matched: row.matched,
    exceptions: row.exceptions,
    runAt: row.run_at.toISOString(),
    runBy: row.run_by,
  }));
  return { runs, next: rows.length > query.limit ? (runs.at(-1)?.date ?? null) : null };
}

/** The latest run of a day, 404 when the day was never compared. */
export async function showReconciliation(db: Db, date: string): Promise<ReconciliationRun> {
  const row = DAY.test(date) ? await findLatestReconciliation(db, date) : undefined;
  if (!row) {
    throw new AppError(BUSINESS_CODE.notFound, `No reconciliation of ${date} yet`, 404);
  }
  const report = row.report as ReconciliationReport & {
    manualBookings?: ManualBooking[];
    flagged?: Flagged[];
  };
  return {
    ...report,
    // Runs kept before decision 0067 have no such section.
    manualBookings: report.manualBookings ?? [],
    flagged: report.flagged ?? [],
    exceptions: row.exceptions,
    runAt: row.run_at.toISOString(),
    runBy: row.run_by,
  };
}

/** The dashboard's figure: exceptions in the latest run of each recent day. */
export async function recentReconciliationExceptions(db: Db, now: Date): Promise<number> {
  const since = addDays(phDate(now), -RECONCILIATION_DASHBOARD_DAYS);
  return sumLatestExceptions(db, since);
}

/**
 * Deletes the kept runs of days older than the retention (RECONCILIATION_RETENTION_DAYS; 0 keeps
 * them all): the number deleted.
 */
export async function pruneReconciliations(deps: {
  db: Db;
  clock: { now(): Date };
  config: { reconciliationRetentionDays: number };
}): Promise<number> {
  const days = deps.config.reconciliationRetentionDays;
  if (days <= 0) return 0;
  return deleteReconciliationsBefore(deps.db, addDays(phDate(deps.clock.now()), -days));
}
