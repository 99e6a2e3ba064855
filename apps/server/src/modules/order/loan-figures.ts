import type { CostCap, DefaultFigures, LoanState } from '@loan/loan-engine';
import {
  addDays,
  amountDueAsOf,
  balancesAsOf,
  daysBetween,
  defaultFiguresAsOf,
} from '@loan/loan-engine';
import { loanStateOf, type Order } from './order.ts';

/** One default charge over the loan's life: what was charged, what was paid, what is owed. */
export interface ChargeLine {
  charged: number;
  paid: number;
  owed: number;
}

export interface DefaultCharges {
  oneTimePenalty: ChargeLine;
  defaultInterest: ChargeLine;
}

/** How far rollovers moved the loan: the final due date now, and the days added in all. */
export interface Extension {
  times: number;
  days: number;
  finalDueDate: string;
}

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
  charges: DefaultCharges;
  /** Instalments (interest and principal) due by today and unpaid: amountDue without charges. */
  instalmentsDue: number;
  extension: Extension | undefined;
}

function chargeLine(charged: number, paidPool: number): ChargeLine {
  const paid = Math.min(charged, paidPool);
  return { charged, paid, owed: charged - paid };
}

/**
 * The default charges split the engine's way: what was paid towards them (`paid.penalty`) went
 * to the one-time penalty first, then to default interest.
 */
export function defaultCharges(state: LoanState, defaults: DefaultFigures): DefaultCharges {
  const oneTimePenalty = chargeLine(defaults.oneTimePenalty, state.paid.penalty);
  const rest = state.paid.penalty - oneTimePenalty.paid;
  return { oneTimePenalty, defaultInterest: chargeLine(defaults.defaultInterest, rest) };
}

function extensionOf(state: LoanState): Extension | undefined {
  if (state.rollovers === 0) return undefined;
  const finalDueDate = state.schedule[state.schedule.length - 1]!.dueDate;
  const days = daysBetween(addDays(state.releaseDate, state.termDays), finalDueDate);
  return { times: state.rollovers, days, finalDueDate };
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
  const due = amountDueAsOf(state, today, cap);
  const defaults = defaultFiguresAsOf(state, today, cap);
  return {
    nextDue,
    amountDue: due.total,
    outstanding: balancesAsOf(state, today, cap).total,
    paidTotal: state.paid.penalty + state.paid.interest + state.paid.principal,
    defaults,
    charges: defaultCharges(state, defaults),
    instalmentsDue: due.interest + due.principal,
    extension: extensionOf(state),
  };
}
