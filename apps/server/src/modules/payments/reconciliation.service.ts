import { AppError } from '../../lib/app-error.ts';
import { succeededPayouts } from '../payout/payout-check.service.ts';
import { applyProviderEvent, type CallbackDeps } from './payment-callback.service.ts';
import type { SettledItem } from './payment-provider.ts';
import { findPayCodeByReference, listProviderPayments } from './payments.repository.ts';

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Kind = SettledItem['kind'];
interface Line {
  kind: Kind;
  reference: string;
  amount: number;
}

export interface ReconciliationReport {
  date: string;
  provider: string;
  gateway: { payments: number; payouts: number; paidIn: number; paidOut: number };
  ours: { payments: number; payouts: number; paidIn: number; paidOut: number };
  /** References settled at the gateway and booked here for the same amount. */
  matched: number;
  /** Settled at the gateway, not booked here: booked now when the reference is ours. */
  missingOnOurSide: Array<Line & { booked: boolean; result: string }>;
  /** Booked here, not settled at the gateway that day. */
  unknownToGateway: Line[];
  amountMismatches: Array<{ kind: Kind; reference: string; gateway: number; ours: number }>;
  duplicates: Array<{ kind: Kind; reference: string; side: 'gateway' | 'ours'; count: number }>;
}

/** The Philippine day `date` (UTC+8, no daylight saving) as instants. */
export function philippineDay(date: string): { from: Date; to: Date } {
  const from = new Date(`${date}T00:00:00+08:00`);
  if (!DATE.test(date) || Number.isNaN(from.getTime())) {
    throw new AppError(400, `date must be YYYY-MM-DD, not ${date}`, 400);
  }
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/**
 * Compares what the gateway settled on a Philippine day with what we booked: payments and
 * payouts missing on our side (booked now, through the same path as a webhook), unknown to the
 * gateway, with different amounts, or twice on either side.
 */
export async function reconcileDay(
  deps: CallbackDeps,
  date: string,
): Promise<ReconciliationReport> {
  const { from, to } = philippineDay(date);
  const settled = await deps.payments.listSettled(from, to);
  const gateway = settled.map(({ kind, reference, amount }) => ({ kind, reference, amount }));
  const ours: Line[] = [
    ...(await listProviderPayments(deps.db, deps.payments.name, from, to)).map((p) => ({
      kind: 'payment' as const,
      reference: p.reference,
      amount: p.amount,
    })),
    ...(await succeededPayouts(deps, from, to))
      .filter((p) => p.provider === deps.payments.name)
      .map((p) => ({ kind: 'payout' as const, reference: p.reference, amount: p.amount })),
  ];
  const report: ReconciliationReport = {
    date,
    provider: deps.payments.name,
    gateway: totals(gateway),
    ours: totals(ours),
    matched: 0,
    missingOnOurSide: [],
    unknownToGateway: [],
    amountMismatches: [],
    duplicates: [...duplicatesOf(gateway, 'gateway'), ...duplicatesOf(ours, 'ours')],
  };
  const oursByKey = groupBy(ours);
  const gatewayByKey = groupBy(gateway);
  const matched = new Set<string>();
  for (const item of settled) {
    const mine = oursByKey.get(keyOf(item));
    if (!mine) {
      report.missingOnOurSide.push(await bookMissing(deps, item));
      continue;
    }
    const booked = sum(mine);
    const paid = sum(gatewayByKey.get(keyOf(item)) ?? []);
    const listed = report.amountMismatches.some((m) => keyOf(m) === keyOf(item));
    if (booked === paid) matched.add(keyOf(item));
    else if (!listed) {
      report.amountMismatches.push({
        kind: item.kind,
        reference: item.reference,
        gateway: paid,
        ours: booked,
      });
    }
  }
  for (const line of ours) {
    if (!gatewayByKey.has(keyOf(line))) report.unknownToGateway.push(line);
  }
  report.matched = matched.size;
  return report;
}

/** Books a settlement we never heard of, as its webhook would have, when the reference is ours. */
async function bookMissing(deps: CallbackDeps, item: SettledItem) {
  const line = { kind: item.kind, reference: item.reference, amount: item.amount };
  if (item.kind === 'payout') {
    const event = {
      type: 'payout.succeeded' as const,
      payoutId: item.providerId,
      ...line,
      at: item.at,
    };
    const outcome = await applyProviderEvent(deps, event);
    return { ...line, booked: outcome.result === 'released', result: outcome.result };
  }
  const code = await findPayCodeByReference(deps.db, item.reference);
  if (!code) return { ...line, booked: false, result: 'unknown reference' };
  // The pay code's gateway id is the payment's id everywhere else: a late webhook stays a repeat.
  const paymentId = code.provider_ref ?? item.providerId;
  const event = {
    type: 'payment.paid' as const,
    paymentId,
    reference: item.reference,
    amount: item.amount,
    paidAt: item.at,
  };
  const outcome = await applyProviderEvent(deps, event);
  return { ...line, booked: outcome.result === 'booked', result: outcome.result };
}

/** Lines someone has to look at: a settlement booked now is not one, it matches from now on. */
export function exceptionsOf(report: ReconciliationReport): number {
  return (
    report.missingOnOurSide.filter((line) => !line.booked).length +
    report.unknownToGateway.length +
    report.amountMismatches.length +
    report.duplicates.length
  );
}

const keyOf = (line: { kind: Kind; reference: string }) => `${line.kind}:${line.reference}`;
const sum = (lines: readonly Line[]) => lines.reduce((total, l) => total + l.amount, 0);

function groupBy(lines: readonly Line[]): Map<string, Line[]> {
  const groups = new Map<string, Line[]>();
  for (const line of lines) groups.set(keyOf(line), [...(groups.get(keyOf(line)) ?? []), line]);
  return groups;
}

function totals(lines: readonly Line[]) {
  const of = (kind: Kind) => lines.filter((l) => l.kind === kind);
  return {
    payments: of('payment').length,
    payouts: of('payout').length,
    paidIn: sum(of('payment')),
    paidOut: sum(of('payout')),
  };
}

/** A payout is paid once, and so is a gateway payment request (one PAY, one payment). */
function duplicatesOf(lines: readonly Line[], side: 'gateway' | 'ours') {
  return [...groupBy(lines)]
    .filter(([, group]) => group.length > 1)
    .map(([, group]) => ({
      kind: group[0]!.kind,
      reference: group[0]!.reference,
      side,
      count: group.length,
    }));
}
