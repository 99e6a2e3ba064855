import type { CostCap, DefaultFigures } from './engine/index.ts';
import { amountDueAsOf, balancesAsOf, defaultFiguresAsOf } from './engine/index.ts';
import { loanStateOf, type Order } from './order.ts';

/** A released loan's figures as of a day, from the engine. */
export interface LoanFigures {
  /** The earliest instalment not fully paid, and what is left of it. */
  nextDue: { dueDate: string; unpaid: number; n: number; total: number } | undefined;
  /** Due now: unpaid default charges plus instalments due by today. */
  amountDue: number;
  /** What clears the loan today. */
  outstanding: number;
  paidTotal: number;
  defaults: DefaultFigures;
}

export function loanFigures(order: Order, today: string, cap: CostCap): LoanFigures | undefined {
  const state = loanStateOf(order);
  if (!state) return undefined;
  // Payments cover instalments in order (as the engine counts them).
  let coverage = state.paid.interest + state.paid.principal;
  let nextDue: LoanFigures['nextDue'];
  for (const item of state.schedule) {
    const covered = Math.min(coverage, item.amount);
    coverage -= covered;
    if (covered < item.amount) {
      nextDue = {
        dueDate: item.dueDate,
        unpaid: item.amount - covered,
        n: item.n,
        total: item.total,
      };
      break;
    }
  }
  return {
    nextDue,
    amountDue: amountDueAsOf(state, today, cap).total,
    outstanding: balancesAsOf(state, today, cap).total,
    paidTotal: state.paid.penalty + state.paid.interest + state.paid.principal,
    defaults: defaultFiguresAsOf(state, today, cap),
  };
}
