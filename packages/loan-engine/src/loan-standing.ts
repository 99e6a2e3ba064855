import { amountDueAsOf } from './balances.ts';
import { addDays, daysBetween } from './calendar.ts';
import { defaultFiguresAsOf } from './default-figures.ts';
import { payableAsOf } from './payable.ts';
import type { CostCap, LoanState } from './types.ts';

/** How far rollovers moved the loan: how often, the days added in all, the final due date now. */
export interface Extension {
  times: number;
  days: number;
  finalDueDate: string;
}

/** Where a released loan stands on a day, beside its component figures. */
export interface LoanStanding {
  releaseDate: string;
  /** Days past the earliest unpaid instalment's due date (0 when none is past due). */
  daysOverdue: number;
  /** Instalments (interest and principal) due by the day and unpaid: amountDue less charges. */
  instalmentsDue: number;
  /** What the borrower may pay on the day: the whole balance once prepayment is allowed. */
  payable: number;
  extension: Extension | undefined;
}

function extensionOf(state: LoanState): Extension | undefined {
  if (state.rollovers === 0) return undefined;
  const finalDueDate = state.schedule[state.schedule.length - 1]!.dueDate;
  const days = daysBetween(addDays(state.releaseDate, state.termDays), finalDueDate);
  return { times: state.rollovers, days, finalDueDate };
}

export function standingOf(state: LoanState, asOf: string, cap: CostCap): LoanStanding {
  const due = amountDueAsOf(state, asOf, cap);
  return {
    releaseDate: state.releaseDate,
    daysOverdue: defaultFiguresAsOf(state, asOf, cap).daysOverdue,
    instalmentsDue: due.interest + due.principal,
    payable: payableAsOf(state, asOf, cap),
    extension: extensionOf(state),
  };
}
