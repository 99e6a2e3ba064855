import { daysBetween } from './calendar.ts';
import { creditLeft, effectiveEntries, foldEntries } from './ledger-fold.ts';
import { asBooked, planCredit } from './ledger-plan.ts';
import type { EntryDraft, LedgerEntry, LoanTerms } from './ledger-types.ts';
import { firstUnpaid } from './loan-progress.ts';
import type { CostCap } from './types.ts';

/**
 * The clock's credit (decision 0086): the loan's credit applied to what fell due, on the day it
 * fell due or the day the credit arose. Shared by the clock's own booking (planDueCredit) and by
 * every replay, which applies it before each event it books again.
 */

/** details.kind of a credit the clock applied when an amount fell due. */
export const DUE_CREDIT = 'due';

export function dueCredit(drafts: readonly EntryDraft[]): EntryDraft[] {
  return drafts.map((d) =>
    d.type === 'credit_applied' ? { ...d, details: { ...d.details, kind: DUE_CREDIT } } : d,
  );
}

/** The day by `through` on which the loan's credit pays what fell due, if any. */
export function dueCreditDay(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  through: string,
): string | undefined {
  const state = foldEntries(terms, entries);
  const due = state && firstUnpaid(state)?.item.dueDate;
  if (!state || !due || (state.credit ?? 0) <= 0 || daysBetween(due, through) < 0) return;
  const on = creditDayFrom(effectiveEntries(entries), due);
  return on && daysBetween(on, through) >= 0 ? on : undefined;
}

/** Within a replay: the credit applied to what fell due by `through` (nothing after it to undo). */
export function dueCreditsThrough(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  through: string,
  cap: CostCap,
): EntryDraft[] {
  const drafts: EntryDraft[] = [];
  let working = [...entries];
  for (let step = 0; step < 100; step++) {
    const on = dueCreditDay(terms, working, through);
    const next = on ? dueCredit(planCredit(terms, working, on, cap)) : [];
    if (next.length === 0) break;
    drafts.push(...next);
    working = asBooked(working, next);
  }
  return drafts;
}

/** The first day from `due` on which the loan held credit (its entries valued by then). */
function creditDayFrom(live: readonly LedgerEntry[], due: string): string | undefined {
  const byDue = live.filter((e) => daysBetween(e.effectiveOn, due) >= 0);
  if (creditLeft(byDue) > 0) return due;
  return live
    .filter((e) => e.type === 'overpayment_credit' && daysBetween(due, e.effectiveOn) > 0)
    .map((e) => e.effectiveOn)
    .sort()[0];
}
