import { ORDER_STATUS } from '@loan/contract';
import type { CostCap, LedgerEntry, LoanFigures, LoanTerms } from '@loan/loan-engine';
import { loanFigures, phaseAsOf, valueDatedReplay } from '@loan/loan-engine';
import { phDate } from '../../lib/ph-date.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { loanStateOf, statusName, termsOf } from '../order/order.ts';
import { listReleasedOrders } from '../order/order-reads.service.ts';
import { paymentsOfOrders } from '../payments/payments.service.ts';
import { checkReceiptNumbers } from '../payments/receipt-check.service.ts';
import { entriesOf, entriesOfOrders, figuresOf, foldOf } from './ledger.service.ts';
import { entryView, findOrderByAnyId } from './ledger-ops.service.ts';

function balancesView(f: LoanFigures, asOf: string) {
  const { schedule: _schedule, ...figures } = f;
  return { asOf, ...figures };
}

/** An order's entries and the balances derived from them (ops `orders ledger`). */
export async function orderLedger(deps: LoanDeps, id: string) {
  const order = await findOrderByAnyId(deps.db, id);
  const entries = await entriesOf(deps.db, order.id);
  const today = phDate(deps.clock.now());
  const figures = figuresOf(termsOf(order), entries, today, deps.config.costCap);
  return {
    orderId: order.publicId,
    status: order.status,
    statusName: statusName(order.status),
    entries: entries.map(entryView),
    balances: figures ? balancesView(figures, today) : null,
  };
}

export interface Difference {
  orderId: string;
  what: string;
  projection: unknown;
  entries: unknown;
}

export interface ReconcileReport {
  orders: number;
  entries: number;
  payments: number;
  differences: number;
  /** The first differences found (at most MAX_LISTED). */
  listed: Difference[];
}

const MAX_LISTED = 1000;
export const RECONCILE_BATCH = 500;

const PROJECTED = [
  ['paid', (s: NonNullable<ReturnType<typeof loanStateOf>>) => s.paid],
  ['penaltyCharged', (s) => s.penaltyCharged],
  ['defaultInterestCarried', (s) => s.defaultInterestCarried ?? 0],
  ['defaultAccruedThrough', (s) => s.defaultAccruedThrough ?? null],
  ['schedule', (s) => s.schedule],
  ['rollovers', (s) => s.rollovers],
  ['principal', (s) => s.principal],
  ['serviceFee', (s) => s.serviceFee],
  ['releaseDate', (s) => s.releaseDate],
] as const satisfies ReadonlyArray<
  readonly [string, (s: NonNullable<ReturnType<typeof loanStateOf>>) => unknown]
>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a borrower is told of a loan: the figures a value-dated replay must leave the same. */
function told(f: LoanFigures | undefined) {
  return (
    f && {
      phase: f.phase,
      totalOwed: f.totalOwed,
      penaltyOwed: f.penalty.owed,
      defaultInterest: f.defaultInterest.charged,
      credit: f.credit,
    }
  );
}

/**
 * The loan's figures as its entries give them against the same loan booked again from its
 * release with every event on its value date (decision 0062): undefined when they agree.
 */
function valueDatedReplayDifference(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  today: string,
  cap: CostCap,
) {
  // A loan released before the ledger carries its charges forward as the rules of the day set
  // them (migration 0016): there is no history of its own to book again.
  if (entries.some((e) => e.type === 'disbursement' && e.details.migrated === true)) return;
  const booked = told(loanFigures(terms, entries, today, cap));
  const replayed = told(loanFigures(terms, valueDatedReplay(terms, entries, cap), today, cap));
  return same(booked, replayed) ? undefined : { projection: booked, entries: replayed };
}

/**
 * Every released order's projection against the fold of its entries, every payments row
 * against its repayment entry (a keyset walk in batches, each read in one snapshot), and the
 * receipt numbers against their series.
 */
export async function reconcileLedger(
  deps: LoanDeps,
  options: { batchSize?: number } = {},
): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    orders: 0,
    entries: 0,
    payments: 0,
    differences: 0,
    listed: [],
  };
  const note = (d: Difference) => {
    report.differences += 1;
    if (report.listed.length < MAX_LISTED) report.listed.push(d);
  };
  const limit = options.batchSize ?? RECONCILE_BATCH;
  const today = phDate(deps.clock.now());
  let after: string | undefined;
  for (;;) {
    const done = await deps.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (tx) => {
        const orders = await listReleasedOrders(tx, after, limit);
        const ids = orders.map((order) => order.id);
        const entries = await entriesOfOrders(tx, ids);
        const payments = await paymentsOfOrders(tx, ids);
        for (const order of orders) {
          const own = entries.get(order.id) ?? [];
          report.orders += 1;
          report.entries += own.length;
          const projection = loanStateOf(order);
          const fold = foldOf(termsOf(order), own);
          if (!projection || !fold) {
            note({
              orderId: order.publicId,
              what: 'disbursement',
              projection: !!projection,
              entries: !!fold,
            });
            continue;
          }
          const settled = phaseAsOf(fold, today, deps.config.costCap) === 'settled';
          if (settled !== (order.status === ORDER_STATUS.settled)) {
            note({
              orderId: order.publicId,
              what: 'status',
              projection: order.status,
              entries: settled ? 'settled' : 'not settled',
            });
          }
          const replayed = valueDatedReplayDifference(
            termsOf(order),
            own,
            today,
            deps.config.costCap,
          );
          if (replayed) note({ orderId: order.publicId, what: 'value-dated replay', ...replayed });
          for (const [what, get] of PROJECTED) {
            if (!same(get(projection), get(fold))) {
              note({
                orderId: order.publicId,
                what,
                projection: get(projection),
                entries: get(fold),
              });
            }
          }
        }
        for (const payment of payments) {
          report.payments += 1;
          const publicId = orders.find((order) => order.id === payment.orderId)!.publicId;
          const entry = entries
            .get(payment.orderId)
            ?.find((e) => e.paymentId === payment.id && e.type === 'repayment');
          const booked = entry && {
            amount: entry.amount,
            penalty: entry.penalty + entry.defaultInterest,
            interest: entry.interest,
            principal: entry.principal,
            unapplied: entry.overpayment,
          };
          const paid = {
            amount: payment.amount,
            penalty: payment.penalty,
            interest: payment.interest,
            principal: payment.principal,
            unapplied: payment.unapplied,
          };
          if (!same(paid, booked)) {
            note({
              orderId: publicId,
              what: `payment ${payment.receiptNo}`,
              projection: paid,
              entries: booked ?? null,
            });
          }
        }
        if (orders.length > 0) after = orders[orders.length - 1]!.id;
        return orders.length < limit;
      });
    if (done) break;
  }
  // The receipt numbers, in one snapshot of their own (decision 0068).
  const receipts = await deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((tx) => checkReceiptNumbers(tx, deps.config.brand));
  for (const d of receipts) note(d);
  return report;
}
