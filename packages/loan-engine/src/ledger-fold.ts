import { amountDueAsOf, balancesAsOf } from './balances.ts';
import { daysBetween } from './calendar.ts';
import { defaultFiguresAsOf } from './default-figures.ts';
import type {
  ComponentFigures,
  EntryDraft,
  EntryType,
  LedgerEntry,
  LoanFigures,
  LoanTerms,
} from './ledger-types.ts';
import { firstUnpaid, scheduledInterest } from './loan-progress.ts';
import { standingOf } from './loan-standing.ts';
import { phaseAsOf } from './phase.ts';
import type { CostCap, LoanState } from './types.ts';

/**
 * Entries that freeze the default charges on their day (the engine's freezeDefaults), while in
 * effect: a reversed payment never happened, so its day freezes nothing (decision 0062).
 */
const FREEZING: readonly EntryType[] = ['repayment', 'credit_applied', 'rollover', 'waiver'];

/** What covers what the loan owes: money paid, credit applied, and waivers. */
const COVERING: readonly EntryType[] = ['repayment', 'credit_applied', 'waiver'];

/** Overpayments less what was applied to the loan and refunded (decision 0086). */
export function creditLeft(live: readonly EntryDraft[]): number {
  return (
    sum(live, ['overpayment_credit'], 'amount') - sum(live, ['credit_applied', 'refund'], 'amount')
  );
}

type Portion = 'principal' | 'interest' | 'penalty' | 'defaultInterest' | 'overpayment';

/** The entries still in effect: those no reversal points at (reversals themselves left out). */
export function effectiveEntries<E extends LedgerEntry>(entries: readonly E[]): E[] {
  const reversed = new Set(entries.map((e) => e.reversesEntryId).filter((id) => id !== null));
  return entries.filter((e) => e.type !== 'reversal' && !reversed.has(e.id));
}

function sum(entries: readonly EntryDraft[], types: readonly EntryType[], key: Portion | 'amount') {
  return entries.filter((e) => types.includes(e.type)).reduce((total, e) => total + e[key], 0);
}

function latestDay(days: Array<string | undefined>): string | undefined {
  let latest: string | undefined;
  for (const day of days) {
    if (day && (!latest || daysBetween(latest, day) > 0)) latest = day;
  }
  return latest;
}

/**
 * The loan as the engine sees it, from its entries alone: what was lent and its schedule (moved by
 * each rollover), what is covered (repayments and waivers, net of reversals), whether the one-time
 * penalty was charged, and the default interest booked so far and through which day.
 */
export function foldEntries(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
): LoanState | undefined {
  const live = effectiveEntries(entries);
  const disbursement = live.find((e) => e.type === 'disbursement');
  if (!disbursement?.details.schedule) return undefined;
  const rollovers = live.filter((e) => e.type === 'rollover');
  const schedule = rollovers.at(-1)?.details.schedule ?? disbursement.details.schedule;
  const through = latestDay([
    ...live.filter((e) => e.type === 'default_interest').map((e) => e.details.through),
    ...live.filter((e) => FREEZING.includes(e.type)).map((e) => e.effectiveOn),
  ]);
  return {
    principal: disbursement.amount,
    releaseDate: disbursement.effectiveOn,
    termDays: terms.termDays,
    periods: terms.periods,
    dailyInterestBps: terms.dailyInterestBps,
    serviceFee: sum(live, ['service_fee'], 'amount'),
    schedule: schedule.map((item) => ({ ...item })),
    clientKind: terms.clientKind,
    paid: {
      penalty: sum(live, COVERING, 'penalty') + sum(live, COVERING, 'defaultInterest'),
      interest: sum(live, COVERING, 'interest'),
      principal: sum(live, COVERING, 'principal'),
    },
    penaltyCharged: live.some((e) => e.type === 'penalty'),
    rollovers: rollovers.length,
    defaultInterestCarried: sum(live, ['default_interest'], 'amount'),
    ...(through ? { defaultAccruedThrough: through } : {}),
    credit: creditLeft(live),
  };
}

function component(charged: number, paid: number, waived: number, owed: number): ComponentFigures {
  return { charged, paid, waived, owed };
}

/** Every figure a screen needs as of `asOf`, from the entries through the engine's rules. */
export function loanFigures(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  asOf: string,
  cap: CostCap,
): LoanFigures | undefined {
  const state = foldEntries(terms, entries);
  if (!state) return undefined;
  const live = effectiveEntries(entries);
  const f = defaultFiguresAsOf(state, asOf, cap);
  const payoff = balancesAsOf(state, asOf, cap);
  const part = (type: EntryType, key: Portion) => sum(live, [type], key);
  // Credit applied is money the borrower paid earlier: it counts as paid.
  const paid = (key: Portion) => part('repayment', key) + part('credit_applied', key);
  const covered = (key: Portion) => paid(key) + part('waiver', key);
  const penaltyOwed = Math.max(0, f.oneTimePenalty - covered('penalty'));
  const first = firstUnpaid(state);
  const paidTotal =
    paid('principal') + paid('interest') + paid('penalty') + paid('defaultInterest');
  const creditApplied = sum(live, ['credit_applied'], 'amount');
  const waivedTotal = sum(live, ['waiver'], 'amount');
  const booked = Math.min(f.defaultInterestCarried, f.defaultInterest);
  return {
    phase: phaseAsOf(state, asOf, cap),
    clientKind: state.clientKind,
    penalty: component(f.oneTimePenalty, paid('penalty'), part('waiver', 'penalty'), penaltyOwed),
    defaultInterest: {
      ...component(
        f.defaultInterest,
        paid('defaultInterest'),
        part('waiver', 'defaultInterest'),
        Math.max(0, payoff.penalty - penaltyOwed),
      ),
      booked,
      accruing: f.defaultInterest - booked,
    },
    interest: component(
      scheduledInterest(state),
      paid('interest'),
      part('waiver', 'interest'),
      payoff.interest,
    ),
    principal: component(
      state.principal,
      paid('principal'),
      part('waiver', 'principal'),
      payoff.principal,
    ),
    credit: state.credit ?? 0,
    creditApplied,
    refunded: sum(live, ['refund'], 'amount'),
    totalOwed: payoff.total,
    amountDue: amountDueAsOf(state, asOf, cap).total,
    paidTotal,
    waivedTotal,
    nextDue: first && {
      n: first.item.n,
      total: first.item.total,
      dueDate: first.item.dueDate,
      unpaid: first.unpaid,
    },
    rollovers: state.rollovers,
    schedule: state.schedule,
    paidToCredit: part('repayment', 'overpayment') - creditApplied,
    ...standingOf(state, asOf, cap),
  };
}
