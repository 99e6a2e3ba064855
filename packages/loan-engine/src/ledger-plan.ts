import { addDays, daysBetween } from './calendar.ts';
import { defaultFiguresAsOf } from './default-figures.ts';
import { EngineError } from './errors.ts';
import { creditLeft, effectiveEntries, foldEntries, loanFigures } from './ledger-fold.ts';
import { type EntryDraft, type LedgerEntry, type LoanTerms, NO_PORTIONS } from './ledger-types.ts';
import { firstUnpaid } from './loan-progress.ts';
import { grossPayableAsOf } from './payable.ts';
import { applyPayment } from './payment.ts';
import { applyRollover, rolloverQuote } from './rollover.ts';
import type { Allocation, CostCap, LoanState, Quote } from './types.ts';

/**
 * What to book for each thing that happens to a loan: pure, from the entries so far. The ledger
 * service adds who recorded them and their idempotency keys; the fold of the result is exactly
 * the engine's state after the same event (the property tests check it).
 */

function draft(type: EntryDraft['type'], effectiveOn: string, amount: number): EntryDraft {
  return { type, effectiveOn, amount, ...NO_PORTIONS, details: {} };
}

function stateOf(terms: LoanTerms, entries: readonly LedgerEntry[]): LoanState {
  const state = foldEntries(terms, entries);
  if (!state) throw new EngineError('invalidLoan', 'the loan has not been disbursed');
  return state;
}

/** Release: principal lent, the fee kept from the proceeds, the schedule's interest. */
export function planDisbursement(q: Quote): EntryDraft[] {
  return [
    {
      ...draft('disbursement', q.releaseDate, q.principal),
      principal: q.principal,
      details: { schedule: q.schedule, netProceeds: q.netProceeds },
    },
    draft('service_fee', q.releaseDate, q.serviceFee),
    { ...draft('scheduled_interest', q.releaseDate, q.interest), interest: q.interest },
  ];
}

/** The one-time penalty, once the loan is in default and it was never charged. */
export function planPenalty(state: LoanState, asOf: string, cap: CostCap): EntryDraft[] {
  const f = defaultFiguresAsOf(state, asOf, cap);
  if (state.penaltyCharged || f.daysOverdue === 0) return [];
  const first = firstUnpaid(state)!;
  const day = addDays(first.item.dueDate, 1);
  return [{ ...draft('penalty', day, f.oneTimePenalty), penalty: f.oneTimePenalty }];
}

/**
 * What freezeDefaults freezes on `asOf`: the one-time penalty if due and the default interest
 * accrued since the last freeze, as one entry for the period with its days and tiers.
 */
export function planFreeze(state: LoanState, asOf: string, cap: CostCap): EntryDraft[] {
  const f = defaultFiguresAsOf(state, asOf, cap);
  const accrued = f.defaultInterest - (state.defaultInterestCarried ?? 0);
  if (accrued < 0) {
    throw new EngineError('invalidLoan', `default interest would fall by ${-accrued}`);
  }
  const drafts = planPenalty(state, asOf, cap);
  if (accrued === 0) return drafts;
  const through = state.defaultAccruedThrough;
  const firstDue = firstUnpaid(state)?.item.dueDate ?? asOf;
  const from =
    through && daysBetween(firstDue, through) >= 0 ? addDays(through, 1) : addDays(firstDue, 1);
  drafts.push({
    ...draft('default_interest', asOf, accrued),
    defaultInterest: accrued,
    details: { from, through: asOf, days: daysBetween(from, asOf) + 1, tiers: f.tierBreakdown },
  });
  return drafts;
}

/** Splits the engine's penalty allocation: the one-time penalty first, then default interest. */
function splitPenalty(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  asOf: string,
  cap: CostCap,
  penalty: number,
) {
  const figures = loanFigures(terms, entries, asOf, cap)!;
  const oneTime = Math.min(penalty, figures.penalty.owed);
  return { penalty: oneTime, defaultInterest: penalty - oneTime };
}

function repayment(
  terms: LoanTerms,
  frozen: readonly LedgerEntry[],
  asOf: string,
  cap: CostCap,
  amount: number,
  allocation: Allocation,
  kind: 'instalment' | 'rollover',
): EntryDraft[] {
  const split = splitPenalty(terms, frozen, asOf, cap, allocation.penalty);
  const drafts: EntryDraft[] = [
    {
      ...draft('repayment', asOf, amount),
      ...split,
      interest: allocation.interest,
      principal: allocation.principal,
      overpayment: allocation.unapplied,
      details: { kind },
    },
  ];
  if (allocation.unapplied > 0) {
    drafts.push({
      ...draft('overpayment_credit', asOf, allocation.unapplied),
      overpayment: allocation.unapplied,
    });
  }
  return drafts;
}

/** Pretends drafts were booked, so a plan can look at the loan after them. */
export function asBooked(
  entries: readonly LedgerEntry[],
  drafts: readonly EntryDraft[],
): LedgerEntry[] {
  const seq = entries.length;
  return [
    ...entries,
    ...drafts.map((d, i) => ({
      ...d,
      id: `planned-${seq + i + 1}`,
      seq: seq + i + 1,
      reversesEntryId: d.reversesEntryId ?? null,
      paymentId: null,
    })),
  ];
}

export interface PaymentPlan {
  drafts: EntryDraft[];
  allocation: Allocation;
}

/**
 * The loan's credit applied on `asOf` to what may be paid then (at most `limit`), after the
 * freeze: money the borrower paid earlier covers the charge before any new money (decision 0086).
 * Nothing when the loan holds no credit or nothing may be paid.
 */
export function planCredit(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  asOf: string,
  cap: CostCap,
  limit?: number,
): EntryDraft[] {
  const state = stateOf(terms, entries);
  const owed = grossPayableAsOf(state, asOf, cap);
  const amount = Math.min(state.credit ?? 0, owed, limit ?? owed);
  if (amount <= 0) return [];
  const { allocation } = applyPayment(state, asOf, amount, cap);
  const freeze = planFreeze(state, asOf, cap);
  const split = splitPenalty(terms, asBooked(entries, freeze), asOf, cap, allocation.penalty);
  return [
    ...freeze,
    {
      ...draft('credit_applied', asOf, amount),
      ...split,
      interest: allocation.interest,
      principal: allocation.principal,
    },
  ];
}

/** A payment on `asOf`: the credit applied first, the freeze, then the repayment's allocation. */
export function planPayment(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  asOf: string,
  amount: number,
  cap: CostCap,
): PaymentPlan {
  const credited = planCredit(terms, entries, asOf, cap);
  const before = asBooked(entries, credited);
  const state = stateOf(terms, before);
  const { allocation } = applyPayment(state, asOf, amount, cap);
  const freeze = planFreeze(state, asOf, cap);
  const frozen = asBooked(before, freeze);
  return {
    drafts: [
      ...credited,
      ...freeze,
      ...repayment(terms, frozen, asOf, cap, amount, allocation, 'instalment'),
    ],
    allocation,
  };
}

/**
 * A rollover on `asOf`: the freeze, the repayment of the penalty and interest due (when any),
 * and the rollover itself (its extension interest and the schedule it moves to). An `amount`
 * above the rollover's cost (money taken for a quote that has since fallen) leaves the rest as
 * a credit to refund, as any overpayment.
 */
export function planRollover(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  asOf: string,
  cap: CostCap,
  amount?: number,
): PaymentPlan {
  // The credit pays the rollover's cost first (its penalty and interest due, never principal).
  const cost = rolloverQuote(stateOf(terms, entries), asOf, cap).amountDue;
  const credited = planCredit(terms, entries, asOf, cap, cost);
  const before = asBooked(entries, credited);
  const state = stateOf(terms, before);
  const q = rolloverQuote(state, asOf, cap);
  const paying = amount ?? q.toPay;
  if (paying < q.toPay) {
    throw new EngineError('invalidAmount', `a rollover costs ${q.toPay}, not ${paying}`);
  }
  const after = applyRollover(state, asOf, cap);
  const allocation = {
    penalty: q.penaltyDue,
    interest: q.interestDue,
    principal: 0,
    unapplied: paying - q.amountDue,
  };
  const freeze = planFreeze(state, asOf, cap);
  const frozen = asBooked(before, freeze);
  const paid =
    paying > 0 ? repayment(terms, frozen, asOf, cap, paying, allocation, 'rollover') : [];
  const rollover: EntryDraft = {
    ...draft('rollover', asOf, q.extensionInterest),
    interest: q.extensionInterest,
    details: {
      schedule: after.schedule,
      extensionDays: q.extensionDays,
      newDueDate: q.newDueDate,
      dueDates: after.schedule.map((item) => item.dueDate),
    },
  };
  return { drafts: [...credited, ...freeze, ...paid, rollover], allocation };
}

export type WaivedPart = 'penalty' | 'defaultInterest' | 'interest' | 'principal';

/** A waiver of part of what is owed, after the freeze; refused above what is owed. */
export function planWaiver(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  asOf: string,
  cap: CostCap,
  part: WaivedPart,
  amount: number,
): EntryDraft[] {
  const state = stateOf(terms, entries);
  const freeze = planFreeze(state, asOf, cap);
  const figures = loanFigures(terms, asBooked(entries, freeze), asOf, cap)!;
  const owed = figures[part].owed;
  if (amount <= 0 || amount > owed) {
    throw new EngineError('waiverAboveOwed', `only ${owed} of ${part} is owed, not ${amount}`);
  }
  return [...freeze, { ...draft('waiver', asOf, amount), [part]: amount }];
}

/** The credit left by overpayments, less what was applied and refunded. */
export function creditOf(entries: readonly LedgerEntry[]): number {
  return creditLeft(effectiveEntries(entries));
}

/** A refund of credit, refused above it. */
export function planRefund(
  entries: readonly LedgerEntry[],
  asOf: string,
  amount: number,
): EntryDraft {
  const credit = creditOf(entries);
  if (amount <= 0 || amount > credit) {
    throw new EngineError('refundAboveCredit', `the credit is ${credit}, not ${amount}`);
  }
  return { ...draft('refund', asOf, amount), overpayment: amount };
}
