import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDueAsOf, balancesAsOf, totalCostAsOf } from './balances.ts';
import { addDays, daysBetween } from './calendar.ts';
import { capAmount } from './cost-cap.ts';
import { oneTimePenaltyFor } from './default-figures.ts';
import { EngineError } from './errors.ts';
import { effectiveEntries, foldEntries, loanFigures } from './ledger-fold.ts';
import {
  asBooked,
  creditOf,
  planDisbursement,
  planPayment,
  planPenalty,
  planRefund,
  planRollover,
  planWaiver,
  type WaivedPart,
} from './ledger-plan.ts';
import { planReversal } from './ledger-replay.ts';
import type { LedgerEntry, LoanTerms } from './ledger-types.ts';
import { applyPayment } from './payment.ts';
import { phaseAsOf } from './phase.ts';
import { applyRollover, rolloverQuote } from './rollover.ts';
import { quotedLoanArb } from './testing-arbitraries.ts';
import type { CostCap, LoanState } from './types.ts';

type Event =
  | { kind: 'pay'; gap: number; permille: number }
  | { kind: 'payDue'; gap: number }
  | { kind: 'prepay'; gap: number }
  | { kind: 'rollover'; gap: number; extra: number }
  | { kind: 'clock'; gap: number }
  | { kind: 'waive'; gap: number; part: WaivedPart; permille: number }
  | { kind: 'reverse'; gap: number; pick: number }
  | { kind: 'refund'; gap: number; permille: number };

const gap = fc.integer({ min: 0, max: 70 });
const permille = fc.integer({ min: 1, max: 1_300 });
const eventArb: fc.Arbitrary<Event> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('pay' as const), gap, permille }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('payDue' as const), gap }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('prepay' as const), gap }), weight: 1 },
  {
    // `extra`: money taken for a rollover quote that has since fallen (a credit to refund).
    arbitrary: fc.record({
      kind: fc.constant('rollover' as const),
      gap,
      extra: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('clock' as const), gap }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('waive' as const),
      gap,
      part: fc.constantFrom<WaivedPart>('penalty', 'defaultInterest', 'interest', 'principal'),
      permille: fc.integer({ min: 1, max: 1_000 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('reverse' as const), gap, pick: fc.nat() }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      gap,
      permille: fc.integer({ min: 1, max: 1_000 }),
    }),
    weight: 1,
  },
);

const historyArb = fc.record({
  start: quotedLoanArb,
  events: fc.array(eventArb, { maxLength: 12 }),
  look: fc.array(fc.integer({ min: 0, max: 600 }), { minLength: 1, maxLength: 4 }),
});

const isMoney = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** Charges booked and accruing, less what covers them: must be what clears the loan. */
function entriesBalance(
  entries: readonly LedgerEntry[],
  terms: LoanTerms,
  asOf: string,
  cap: CostCap,
) {
  const f = loanFigures(terms, entries, asOf, cap)!;
  const live = effectiveEntries(entries);
  const covered = live
    .filter((e) => ['repayment', 'credit_applied', 'waiver'].includes(e.type))
    .reduce((s, e) => s + e.principal + e.interest + e.penalty + e.defaultInterest, 0);
  const charges = ['disbursement', 'scheduled_interest', 'rollover', 'penalty', 'default_interest'];
  const booked = live.filter((e) => charges.includes(e.type)).reduce((s, e) => s + e.amount, 0);
  // Charged by the day but not yet booked: the accrual since the last freeze, and the penalty
  // of a loan the clock has not visited since it fell overdue.
  const penaltyBooked = live.some((e) => e.type === 'penalty');
  const charged = booked + f.defaultInterest.accruing + (penaltyBooked ? 0 : f.penalty.charged);
  return { charged, covered, owed: f.totalOwed };
}

function checkAll(entries: readonly LedgerEntry[], terms: LoanTerms, asOf: string, cap: CostCap) {
  const state = foldEntries(terms, entries)!;
  const f = loanFigures(terms, entries, asOf, cap)!;
  for (const c of [f.penalty, f.defaultInterest, f.interest, f.principal]) {
    expect([c.charged, c.paid, c.waived, c.owed].every(isMoney)).toBe(true);
  }
  expect(isMoney(f.credit)).toBe(true);
  expect(f.totalOwed).toBe(
    f.penalty.owed + f.defaultInterest.owed + f.interest.owed + f.principal.owed,
  );
  expect(totalCostAsOf(state, asOf, cap)).toBeLessThanOrEqual(capAmount(state.principal, cap));
  // The one-time penalty: at most one entry in effect, of the client's amount (or less, under the
  // cap); a replay may reverse one and charge it again.
  const penalties = effectiveEntries(entries).filter((e) => e.type === 'penalty');
  expect(penalties.length).toBeLessThanOrEqual(1);
  for (const p of penalties) expect(p.amount).toBe(f.penalty.charged);
  expect(f.penalty.charged).toBeLessThanOrEqual(oneTimePenaltyFor(terms.clientKind));
  const b = entriesBalance(entries, terms, asOf, cap);
  expect(b.owed).toBe(b.charged - b.covered);
}

/** The fold's state without the credit, which the engine's own state does not track. */
function withoutCredit(state: LoanState | undefined) {
  if (!state) return state;
  const { credit: _credit, ...rest } = state;
  return rest;
}

describe('the ledger fold (random histories of days, payments, rollovers, waivers, reversals)', () => {
  it('after each step the fold is the engine state, and every figure holds', () => {
    const stats = {
      pay: 0,
      rollover: 0,
      rolloverCredit: 0,
      free: 0,
      waive: 0,
      reverse: 0,
      refund: 0,
      penalty: 0,
      creditApplied: 0,
    };
    fc.assert(
      fc.property(historyArb, ({ start, events, look }) => {
        const { cap, quote: q, loan: initial } = start;
        const terms: LoanTerms = {
          termDays: initial.termDays,
          periods: initial.periods,
          dailyInterestBps: initial.dailyInterestBps,
          clientKind: initial.clientKind,
        };
        let entries = asBooked([], planDisbursement(q));
        let engine: LoanState | undefined = initial;
        expect(withoutCredit(foldEntries(terms, entries))).toEqual(initial);
        let date = initial.releaseDate;
        for (const event of events) {
          date = addDays(date, event.gap);
          const state = foldEntries(terms, entries)!;
          const phase = phaseAsOf(state, date, cap);
          if (event.kind === 'clock') {
            const penalty = planPenalty(state, date, cap);
            entries = asBooked(entries, penalty);
            // What the clock has always done to the order: the penalty is charged from then on.
            if (engine && penalty.length > 0) engine = { ...engine, penaltyCharged: true };
          } else if (event.kind === 'rollover') {
            if (phase !== 'due' && phase !== 'overdue') continue;
            if (
              state.paid.interest + state.paid.principal >=
              state.schedule.reduce((a, i) => a + i.amount, 0)
            )
              continue;
            // The engine's state knows no credit: the loan's credit pays first (decision 0086).
            if ((state.credit ?? 0) > 0) engine = undefined;
            const cost = rolloverQuote(state, date, cap).toPay;
            let plan: ReturnType<typeof planRollover>;
            try {
              plan = planRollover(terms, entries, date, cap, cost + event.extra);
            } catch (error) {
              // The credit paid what was due (principal paid ahead counts): nothing to roll over.
              if (error instanceof EngineError && error.reason === 'rolloverNotAvailable') continue;
              throw error;
            }
            // Interest and penalties already paid: a prolongation still, with nothing to pay.
            if (cost === 0) stats.free++;
            const credit = plan.drafts.find((d) => d.type === 'overpayment_credit');
            expect(credit?.amount ?? 0).toBe(event.extra);
            if (event.extra > 0) stats.rolloverCredit++;
            entries = asBooked(entries, plan.drafts);
            if (engine) engine = applyRollover(engine, date, cap);
            stats.rollover++;
          } else if (event.kind === 'pay' || event.kind === 'payDue' || event.kind === 'prepay') {
            const amount =
              event.kind === 'payDue'
                ? amountDueAsOf(state, date, cap).total
                : event.kind === 'prepay'
                  ? balancesAsOf(state, date, cap).total
                  : Math.floor((balancesAsOf(state, date, cap).total * event.permille) / 1000);
            if (amount <= 0) continue;
            if ((state.credit ?? 0) > 0) engine = undefined;
            const plan = planPayment(terms, entries, date, amount, cap);
            expect(plan.drafts.filter((d) => d.type === 'repayment')[0]!.amount).toBe(amount);
            entries = asBooked(entries, plan.drafts);
            if (engine) engine = applyPayment(engine, date, amount, cap).loan;
            stats.pay++;
          } else if (event.kind === 'waive') {
            const f = loanFigures(terms, entries, date, cap)!;
            const owed =
              event.part === 'defaultInterest' ? f.defaultInterest.owed : f[event.part].owed;
            const amount = Math.floor((owed * event.permille) / 1000);
            if (amount <= 0) continue;
            entries = asBooked(entries, planWaiver(terms, entries, date, cap, event.part, amount));
            engine = undefined;
            stats.waive++;
          } else if (event.kind === 'reverse') {
            const live = effectiveEntries(entries).filter(
              (e) => e.type === 'repayment' && e.details.kind === 'instalment',
            );
            if (live.length === 0) continue;
            const target = live[event.pick % live.length]!;
            const credit =
              live.length &&
              entries.find((e) => e.type === 'overpayment_credit' && e.seq === target.seq + 1);
            if (credit && creditOf(entries) < credit.amount) continue;
            const targets = credit ? [target, credit] : [target];
            try {
              entries = asBooked(entries, planReversal(terms, entries, targets, date, cap));
            } catch (error) {
              // Booked again without it, the later money leaves less credit than was refunded.
              if (error instanceof EngineError && error.reason === 'refundAboveCredit') continue;
              throw error;
            }
            engine = undefined;
            stats.reverse++;
          } else {
            const amount = Math.floor((creditOf(entries) * event.permille) / 1000);
            if (amount <= 0) continue;
            entries = asBooked(entries, [planRefund(entries, date, amount)]);
            stats.refund++;
          }
          if (engine) expect(withoutCredit(foldEntries(terms, entries))).toEqual(engine);
          checkAll(entries, terms, date, cap);
          for (const k of look) checkAll(entries, terms, addDays(initial.releaseDate, k), cap);
        }
        if (entries.some((e) => e.type === 'penalty')) stats.penalty++;
        if (entries.some((e) => e.type === 'credit_applied')) stats.creditApplied++;
      }),
      { numRuns: 2000 },
    );
    expect(stats.pay).toBeGreaterThan(1000);
    expect(stats.rollover).toBeGreaterThan(200);
    expect(stats.rolloverCredit).toBeGreaterThan(50);
    expect(stats.free).toBeGreaterThan(10);
    expect(stats.waive + stats.reverse + stats.refund).toBeGreaterThan(200);
    expect(stats.penalty).toBeGreaterThan(100);
    expect(stats.creditApplied).toBeGreaterThan(200);
  });

  it('charges the one-time penalty once (₱1,000 new, ₱800 repeat, within the cap) and default interest by tier', () => {
    const halfUp = (a: number, b: number, c: number) => Math.floor((2 * a * b + c) / (2 * c));
    fc.assert(
      fc.property(
        quotedLoanArb,
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        ({ quote: q, loan, cap }, days, later) => {
          const terms: LoanTerms = { ...loan };
          let entries = asBooked([], planDisbursement(q));
          const day = addDays(q.schedule[0]!.dueDate, days);
          const penalty = planPenalty(foldEntries(terms, entries)!, day, cap);
          const room = capAmount(q.principal, cap) - q.serviceFee - q.interest;
          const full = loan.clientKind === 'new' ? 100_000 : 80_000;
          expect(penalty.map((e) => e.amount)).toEqual([Math.min(full, room)]);
          entries = asBooked(entries, penalty);
          // The clock again, any day later: the penalty is never booked twice.
          expect(planPenalty(foldEntries(terms, entries)!, addDays(day, later), cap)).toEqual([]);
          // 5 % a day on days 1-30, 4 % on 31-90, 2 % from 91, of each overdue instalment.
          let accrued = 0;
          for (const item of q.schedule) {
            const n = Math.max(0, daysBetween(item.dueDate, day));
            const tiers = [
              [5, Math.min(n, 30)],
              [4, Math.max(0, Math.min(n, 90) - 30)],
              [2, Math.max(0, n - 90)],
            ] as const;
            for (const [percent, d] of tiers) {
              if (d > 0) accrued += halfUp(item.amount, percent * d, 100);
            }
          }
          const f = loanFigures(terms, entries, day, cap)!;
          expect(f.defaultInterest.charged).toBe(Math.min(accrued, room - penalty[0]!.amount));
          expect(f.totalOwed).toBe(
            q.totalRepayable + f.penalty.charged + f.defaultInterest.charged,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
