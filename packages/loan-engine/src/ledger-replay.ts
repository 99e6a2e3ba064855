import { daysBetween } from './calendar.ts';
import { EngineError } from './errors.ts';
import { DUE_CREDIT, dueCredit, dueCreditDay, dueCreditsThrough } from './ledger-due-credit.ts';
import { effectiveEntries, foldEntries, loanFigures } from './ledger-fold.ts';
import {
  asBooked,
  creditOf,
  type PaymentPlan,
  planCredit,
  planPayment,
  planPenalty,
  planRollover,
  planWaiver,
  type WaivedPart,
} from './ledger-plan.ts';
import type { EntryDraft, LedgerEntry, LoanTerms } from './ledger-types.ts';
import { rolloverQuote } from './rollover.ts';
import type { CostCap } from './types.ts';

/**
 * Value dates (decision 0062). Money takes effect on the day it moved, whenever it is booked: a
 * payment valued before the loan's latest entries undoes, by reversal entries that say why, what
 * was booked after its value date (the clock's penalty, the freezes' default interest, and the
 * later repayments, waivers and rollovers), then books the payment and the later events again
 * on their own value dates, as new entries. Nothing is rewritten (Apache Fineract's
 * reprocessing of the transactions after a backdated one, on an append-only ledger).
 */

/** What a replay undoes and books again: what arises from, or depends on, the day's state. */
const REPLAYED: readonly EntryDraft['type'][] = [
  'penalty',
  'default_interest',
  'repayment',
  'overpayment_credit',
  'credit_applied',
  'waiver',
  'rollover',
];

/** An event booked again on its value date, with the entries it books again. */
type ReplayEvent =
  | { kind: 'penalty'; on: string; seq: number; source: LedgerEntry }
  | { kind: 'credit'; on: string; seq: number; source: LedgerEntry }
  | {
      kind: 'money';
      on: string;
      seq: number;
      amount: number;
      paid: 'instalment' | 'rollover';
      source: LedgerEntry;
    }
  | {
      kind: 'waiver';
      on: string;
      seq: number;
      part: WaivedPart;
      amount: number;
      source: LedgerEntry;
    };

/** Where a replay starts: the entries valued after `on` (and, on `on`, after `seq`). */
export interface ReplayFrom {
  on: string;
  seq?: number;
}

function isAfter(entry: LedgerEntry, from: ReplayFrom): boolean {
  const days = daysBetween(from.on, entry.effectiveOn);
  return days > 0 || (days === 0 && from.seq !== undefined && entry.seq > from.seq);
}

/** The live entries a replay from `from` undoes, oldest first. */
export function entriesAfter(entries: readonly LedgerEntry[], from: ReplayFrom): LedgerEntry[] {
  return effectiveEntries(entries).filter((e) => REPLAYED.includes(e.type) && isAfter(e, from));
}

function waivedPart(e: LedgerEntry): { part: WaivedPart; amount: number } {
  if (e.penalty > 0) return { part: 'penalty', amount: e.penalty };
  if (e.defaultInterest > 0) return { part: 'defaultInterest', amount: e.defaultInterest };
  if (e.interest > 0) return { part: 'interest', amount: e.interest };
  return { part: 'principal', amount: e.principal };
}

/** The money events and the clock's penalty among the undone entries, in value-date order. */
function eventsOf(undone: readonly LedgerEntry[]): ReplayEvent[] {
  const events: ReplayEvent[] = [];
  const paidRollovers = new Set<number>();
  undone.forEach((e, i) => {
    const at = { on: e.effectiveOn, seq: e.seq, source: e };
    if (e.type === 'penalty') events.push({ kind: 'penalty', ...at });
    // A credit applied with money or a rollover comes back with them; one the clock applied
    // when an amount fell due is an event of its own.
    else if (e.type === 'credit_applied' && e.details.kind === DUE_CREDIT) {
      events.push({ kind: 'credit', ...at });
    } else if (e.type === 'waiver') events.push({ kind: 'waiver', ...at, ...waivedPart(e) });
    else if (e.type === 'repayment') {
      const asked = e.details.paidFor ?? e.details.kind;
      const paid = asked === 'rollover' ? 'rollover' : 'instalment';
      if (e.details.kind === 'rollover') {
        const next = undone.slice(i + 1).find((r) => r.type === 'rollover');
        if (next) paidRollovers.add(next.seq);
      }
      events.push({ kind: 'money', ...at, amount: e.amount, paid });
    } else if (e.type === 'rollover' && !paidRollovers.has(e.seq)) {
      // A rollover that cost nothing: booked again only if it still costs nothing.
      events.push({ kind: 'money', ...at, amount: 0, paid: 'rollover' });
    }
  });
  return events.sort((a, b) => daysBetween(b.on, a.on) || a.seq - b.seq);
}

/** Negates an entry; `why` says why (the ledger shows it), `on` is the day it takes effect. */
export function reversalOf(target: LedgerEntry, on: string, why?: string): EntryDraft {
  return {
    type: 'reversal',
    effectiveOn: on,
    amount: target.amount,
    principal: target.principal,
    interest: target.interest,
    penalty: target.penalty,
    defaultInterest: target.defaultInterest,
    overpayment: target.overpayment,
    details: { reverses: target.type, seq: target.seq, ...(why ? { reason: why } : {}) },
    reversesEntryId: target.id,
  };
}

/** The rollover, unless the loan's credit paid what was due and left nothing to roll over. */
function rolloverOrNothing(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  on: string,
  cap: CostCap,
  amount: number,
): PaymentPlan | undefined {
  try {
    return planRollover(terms, entries, on, cap, amount);
  } catch (error) {
    if (error instanceof EngineError && error.reason === 'rolloverNotAvailable') return undefined;
    throw error;
  }
}

function rolloverCost(terms: LoanTerms, entries: readonly LedgerEntry[], on: string, cap: CostCap) {
  try {
    return rolloverQuote(foldEntries(terms, entries)!, on, cap).toPay;
  } catch (error) {
    if (error instanceof EngineError && error.reason === 'rolloverNotAvailable') return undefined;
    throw error;
  }
}

/**
 * Money received on `on`: a rollover when it was paid for one and the rollover still costs at
 * most the amount (the rest a credit), else a repayment (decision 0058's rule for money taken).
 * A rollover that cost nothing is booked only while it still costs nothing.
 */
export function planMoney(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  on: string,
  amount: number,
  paid: 'instalment' | 'rollover',
  cap: CostCap,
): (PaymentPlan & { kind: 'instalment' | 'rollover' }) | undefined {
  if (paid === 'rollover') {
    // What the rollover asks of new money: its cost less the loan's credit, applied first.
    const cost = rolloverCost(terms, entries, on, cap);
    if (cost !== undefined && cost <= amount && (amount > 0 || cost === 0)) {
      const plan = rolloverOrNothing(terms, entries, on, cap, amount);
      if (plan) return { ...plan, kind: 'rollover' };
    }
    if (amount === 0) return undefined;
    // Booked as a repayment, the money still says what it was paid for: a replay that finds the
    // rollover affordable on its day books the rollover.
    const plan = planPayment(terms, entries, on, amount, cap);
    const drafts = plan.drafts.map((d) =>
      d.type === 'repayment' ? { ...d, details: { ...d.details, paidFor: 'rollover' } } : d,
    );
    return { ...plan, drafts, kind: 'instalment' };
  }
  return { ...planPayment(terms, entries, on, amount, cap), kind: 'instalment' };
}

function rebooked(drafts: readonly EntryDraft[], source: LedgerEntry): EntryDraft[] {
  return drafts.map((d) =>
    d.type === 'penalty' || d.type === 'default_interest'
      ? d
      : { ...d, rebooks: source.id, details: { ...d.details, rebooks: source.seq } },
  );
}

function replayEvent(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  event: ReplayEvent,
  cap: CostCap,
): EntryDraft[] {
  if (event.kind === 'penalty') return planPenalty(foldEntries(terms, entries)!, event.on, cap);
  if (event.kind === 'credit') {
    return rebooked(dueCredit(planCredit(terms, entries, event.on, cap)), event.source);
  }
  if (event.kind === 'money') {
    const plan = planMoney(terms, entries, event.on, event.amount, event.paid, cap);
    return plan ? rebooked(plan.drafts, event.source) : [];
  }
  // A waiver of what is no longer owed is cut to what is (or dropped when nothing is).
  const owed = loanFigures(terms, entries, event.on, cap)![event.part].owed;
  const amount = Math.min(event.amount, owed);
  if (amount <= 0) return [];
  const drafts = planWaiver(terms, entries, event.on, cap, event.part, amount);
  return rebooked(drafts, event.source);
}

export interface Replay {
  /** Reversals of the undone entries, `insert`'s drafts, then the later events booked again. */
  drafts: EntryDraft[];
  undone: LedgerEntry[];
}

/**
 * Books `insert` as of `from` and the later events again after it. `insert` plans on the entries
 * with the later ones undone (and may add reversals of its own, e.g. a chargeback's). `why` is
 * the reversals' reason.
 */
export function replayFrom(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  from: ReplayFrom,
  cap: CostCap,
  why: string,
  insert: (entries: readonly LedgerEntry[]) => EntryDraft[],
  skip: readonly LedgerEntry[] = [],
): Replay {
  const undone = entriesAfter(entries, from).filter((e) => !skip.includes(e));
  const drafts = undone.map((e) => reversalOf(e, e.effectiveOn, why));
  let working = asBooked(entries, drafts);
  const inserted = insert(working);
  drafts.push(...inserted);
  working = asBooked(working, inserted);
  for (const event of eventsOf(undone)) {
    // The credit pays what fell due before the event, on its day, as the clock would have.
    const credits = dueCreditsThrough(terms, working, event.on, cap);
    drafts.push(...credits);
    working = asBooked(working, credits);
    const again = replayEvent(terms, working, event, cap);
    drafts.push(...again);
    working = asBooked(working, again);
  }
  return { drafts, undone };
}

/** A payment (or a rollover's) of `amount` valued on `on`, booked after the later entries. */
export function planValuedPayment(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  on: string,
  amount: number,
  paid: 'instalment' | 'rollover',
  cap: CostCap,
  strict = false,
): PaymentPlan & { kind: 'instalment' | 'rollover'; undone: LedgerEntry[] } {
  let plan: (PaymentPlan & { kind: 'instalment' | 'rollover' }) | undefined;
  const why = `value date: money paid on ${on} is booked before this entry`;
  const replay = replayFrom(terms, entries, { on }, cap, why, (working) => {
    if (strict && paid === 'rollover') {
      plan = { ...planRollover(terms, working, on, cap, amount), kind: 'rollover' };
    } else plan = planMoney(terms, working, on, amount, paid, cap);
    if (!plan) throw new EngineError('invalidAmount', 'nothing to book');
    return plan.drafts;
  });
  return { ...plan!, drafts: replay.drafts, undone: replay.undone };
}

/**
 * Where a payment's own freeze starts: the charges booked just before it on its day. Without the
 * payment they would not have been frozen there (default interest is rounded per period), so a
 * reversal undoes them too.
 */
function ownFreezeStart(entries: readonly LedgerEntry[], payment: LedgerEntry): number {
  let start = payment.seq;
  const before = entries.filter((e) => e.seq < payment.seq).sort((a, b) => b.seq - a.seq);
  for (const e of before) {
    const freeze = e.type === 'default_interest' || e.type === 'penalty';
    if (!freeze || e.effectiveOn !== payment.effectiveOn || e.seq !== start - 1) break;
    start = e.seq;
  }
  return start;
}

/**
 * Reverses a repayment (with the credit it left, and the earlier credit it applied, which is the
 * borrower's again and applied at the next money event): the payment never happened, so what was booked
 * after it is undone and booked again without it, and the penalty the loan then owes is charged
 * at once (as the clock would have) rather than at the next payment.
 */
export function planReversal(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  targets: readonly LedgerEntry[],
  asOf: string,
  cap: CostCap,
): EntryDraft[] {
  const first = targets.find((t) => t.type === 'repayment') ?? targets[0];
  if (!first) return [];
  const why = `reversal of the payment of ${first.effectiveOn}: booked again without it`;
  // The credit the payment applied first is the earliest of its entries.
  const earliest = targets.reduce((a, b) => (b.seq < a.seq ? b : a));
  const from = { on: first.effectiveOn, seq: ownFreezeStart(entries, earliest) - 1 };
  const chargeback = targets.map((t) => reversalOf(t, asOf));
  const replay = replayFrom(terms, entries, from, cap, why, () => chargeback, targets);
  // The payment's own reversal first, then what follows from it (a reversal's place among the
  // entries changes nothing of the fold).
  const drafts = [...chargeback, ...replay.drafts.filter((d) => !chargeback.includes(d))];
  const after = asBooked(entries, drafts);
  // Booked again without the payment, the later money may leave less credit than was refunded.
  if (creditOf(after) < 0) {
    throw new EngineError(
      'refundAboveCredit',
      `reversing the payment of ${first.effectiveOn} leaves less credit than was refunded`,
    );
  }
  // The credit the payment had applied pays, on its day, what then fell due without it.
  const credits = planDueCredit(terms, after, asOf, cap);
  const credited = asBooked(after, credits);
  return [...drafts, ...credits, ...planPenalty(foldEntries(terms, credited)!, asOf, cap)];
}

/** The entries a loan's release books: a value-dated replay starts after them. */
const RELEASE: readonly EntryDraft['type'][] = [
  'disbursement',
  'service_fee',
  'scheduled_interest',
];

/**
 * The loan booked again from its release, every event on its value date in value-date order: what
 * its entries, however late each arrived, must come to (`orders reconcile` compares the two). A
 * loan not released answers its entries as they are.
 */
export function valueDatedReplay(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  cap: CostCap,
): LedgerEntry[] {
  const release = effectiveEntries(entries).filter((e) => RELEASE.includes(e.type));
  const disbursement = release.find((e) => e.type === 'disbursement');
  if (!disbursement) return [...entries];
  const from = { on: disbursement.effectiveOn, seq: Math.max(...release.map((e) => e.seq)) };
  const replay = replayFrom(terms, entries, from, cap, 'value-dated replay', () => []);
  return asBooked(entries, replay.drafts);
}

/**
 * The loan's credit applied by the clock to what fell due by `today`, each time on the day it fell
 * due (or the day the credit arose, if later): the credit is the borrower's money, so what it
 * covers was paid on time (decision 0086). Entries valued after that day are undone and booked
 * again, as for a late payment. Nothing when the loan holds no credit or nothing fell due.
 */
export function planDueCredit(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  today: string,
  cap: CostCap,
): EntryDraft[] {
  const drafts: EntryDraft[] = [];
  let working = [...entries];
  // Each step pays one due day's instalments from the credit held then; a loan has few.
  for (let step = 0; step < 100; step++) {
    const next = dueCreditStep(terms, working, today, cap);
    if (next.length === 0) break;
    drafts.push(...next);
    working = asBooked(working, next);
  }
  return drafts;
}

function dueCreditStep(
  terms: LoanTerms,
  entries: readonly LedgerEntry[],
  today: string,
  cap: CostCap,
): EntryDraft[] {
  const on = dueCreditDay(terms, entries, today);
  if (!on) return [];
  let applied = false;
  const why = `value date: credit applied on ${on} is booked before this entry`;
  const replay = replayFrom(terms, entries, { on }, cap, why, (working) => {
    const drafts = dueCredit(planCredit(terms, working, on, cap));
    applied = drafts.some((d) => d.type === 'credit_applied');
    return drafts;
  });
  return applied ? replay.drafts : [];
}
