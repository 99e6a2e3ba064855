import { addDays, type LoanFigures } from '@loan/loan-engine';
import { figuresOfOrders } from '../ledger/order-figures.service.ts';
import type { LoanDeps } from './loan-deps.ts';
import type { OrderRow } from './order.repository.ts';
import { toOrder } from './order.ts';
import {
  listLoansByClockDate,
  listOverdueLoans,
  type WalkCursor,
} from './reminder-loans.repository.ts';

const PAGE = 500;

/** A released loan's next unpaid instalment, as a reminder needs it. */
export interface LoanToRemind {
  orderId: string;
  userId: string;
  phone: string;
  /** The earliest instalment not fully paid: its due date, number and what is left of it. */
  dueDate: string;
  instalment: number;
  instalments: number;
  unpaid: number;
  /** Due now, default charges included (the order page's 'Amount due'). */
  amountDue: number;
}

type RowWithPhone = OrderRow & { phone: string };

/**
 * Every loan whose next instalment falls due between `daysBefore` days ahead and `daysAfter`
 * days ago, page by page: loans not yet overdue through the clock date the sweep keeps, overdue
 * ones through their status. Figures are the order page's (the fold of each page's entries, read at once) as of `today`.
 */
export async function forEachLoanNearDueDate(
  deps: LoanDeps,
  window: { today: string; daysBefore: number; daysAfter: number },
  visit: (loans: LoanToRemind[]) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const { today } = window;
  // A due loan's clock date is the day after its due date, a disbursed one's the due date.
  const range = {
    from: addDays(today, -window.daysAfter),
    to: addDays(today, window.daysBefore + 1),
  };
  const first = addDays(today, -window.daysAfter);
  const last = addDays(today, window.daysBefore);
  const near = (loan: LoanToRemind) => loan.dueDate >= first && loan.dueDate <= last;
  const walk = async (
    page: (after: WalkCursor | undefined) => Promise<RowWithPhone[]>,
    cursorOf: (row: RowWithPhone) => WalkCursor,
  ) => {
    let after: WalkCursor | undefined;
    while (!signal?.aborted) {
      const rows = await page(after);
      const orders = rows.map(toOrder);
      const figures = await figuresOfOrders(deps.db, orders, today, deps.config.costCap);
      const loans = rows
        .map((row, i) => toRemind(row, figures.get(orders[i]!.id)))
        .filter(isLoan)
        .filter(near);
      if (loans.length > 0) await visit(loans);
      if (rows.length < PAGE) return;
      after = cursorOf(rows[rows.length - 1]!);
    }
  };
  await walk(
    (after) => listLoansByClockDate(deps.db, range, after, PAGE),
    (row) => ({ key: row.clock_on ?? '', id: row.id }),
  );
  await walk(
    (after) => listOverdueLoans(deps.db, after, PAGE),
    (row) => ({ key: row.applied_at.toISOString(), id: row.public_id }),
  );
}

function isLoan(loan: LoanToRemind | undefined): loan is LoanToRemind {
  return loan !== undefined;
}

function toRemind(row: RowWithPhone, figures: LoanFigures | undefined): LoanToRemind | undefined {
  const next = figures?.nextDue;
  if (!figures || !next) return undefined;
  return {
    orderId: row.public_id,
    userId: row.user_id,
    phone: row.phone,
    dueDate: next.dueDate,
    instalment: next.n,
    instalments: next.total,
    unpaid: next.unpaid,
    amountDue: figures.amountDue,
  };
}
