import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.ts';
import { effectiveEntries, foldEntries, loanFigures } from './ledger-fold.ts';
import { asBooked, planDisbursement, planPenalty } from './ledger-plan.ts';
import {
  planDueCredit,
  planMoney,
  planReversal,
  planValuedPayment,
  valueDatedReplay,
} from './ledger-replay.ts';
import type { LedgerEntry, LoanTerms } from './ledger-types.ts';
import { rolloverQuote } from './rollover.ts';
import { quotedLoanArb } from './testing-arbitraries.ts';
import type { CostCap } from './types.ts';

/** A payment made on `value` days after release, booked `delay` days later. */
interface Paid {
  value: number;
  delay: number;
  permille: number;
  rollover: boolean;
}

const paidArb: fc.Arbitrary<Paid> = fc.record({
  value: fc.integer({ min: 0, max: 260 }),
  delay: fc.oneof(fc.constant(0), fc.constant(1), fc.integer({ min: 2, max: 45 })),
  permille: fc.integer({ min: 1, max: 900 }),
  rollover: fc.boolean(),
});

const historyArb = fc.record({
  start: quotedLoanArb,
  paid: fc.array(paidArb, { minLength: 1, maxLength: 6 }),
  // The clock's days: the sweep books the penalty of a loan it finds overdue.
  sweeps: fc.array(fc.integer({ min: 0, max: 320 }), { maxLength: 4 }),
  look: fc.integer({ min: 0, max: 120 }),
});

type Booked = { amount: number; paid: 'instalment' | 'rollover' };

/** What the clock does on a day: a credit applied to what fell due, then the penalty. */
function sweep(terms: LoanTerms, entries: LedgerEntry[], on: string, cap: CostCap) {
  const credited = asBooked(entries, planDueCredit(terms, entries, on, cap));
  return asBooked(credited, planPenalty(foldEntries(terms, credited)!, on, cap));
}

/** What a screen shows: each charge's figures, the credit, what clears the loan, the phase. */
function summary(terms: LoanTerms, entries: LedgerEntry[], on: string, cap: CostCap) {
  const f = loanFigures(terms, entries, on, cap)!;
  return {
    phase: f.phase,
    penalty: f.penalty,
    defaultInterest: f.defaultInterest.charged,
    defaultInterestOwed: f.defaultInterest.owed,
    interest: f.interest,
    principal: f.principal,
    credit: f.credit,
    totalOwed: f.totalOwed,
    amountDue: f.amountDue,
    paidTotal: f.paidTotal,
    schedule: f.schedule,
    penalties: effectiveEntries(entries).filter((e) => e.type === 'penalty').length,
  };
}

/** A payment's own entries, which its reversal reverses. */
const REVERSED_WITH_PAYMENT = ['repayment', 'overpayment_credit', 'credit_applied'];

describe('value dates (random payments booked late, in any arrival order)', () => {
  it('end in the balances of booking each payment on its value date', () => {
    const stats = {
      late: 0,
      replayed: 0,
      penaltyUndone: 0,
      rollovers: 0,
      reordered: 0,
      credit: 0,
    };
    fc.assert(
      fc.property(historyArb, ({ start, paid, sweeps, look }) => {
        const { cap, quote: q, loan } = start;
        const terms: LoanTerms = { ...loan };
        const day = (n: number) => addDays(q.releaseDate, n);
        const amountOf = (p: Paid) =>
          Math.max(1, Math.floor((q.totalRepayable * p.permille) / 1000));

        // Booked on their value dates, the clock's sweeps in between. Money of the same day is
        // booked in the order it arrived (the engine knows days, not hours).
        const byValue = paid
          .map((p, i) => ({ p, i }))
          .sort(
            (a, b) =>
              a.p.value - b.p.value || a.p.value + a.p.delay - (b.p.value + b.p.delay) || a.i - b.i,
          );
        const booked: Booked[] = [];
        let reference = asBooked([], planDisbursement(q));
        const sweepDays = [...sweeps].sort((a, b) => a - b);
        let nextSweep = 0;
        for (const { p, i } of byValue) {
          while (nextSweep < sweepDays.length && sweepDays[nextSweep]! <= p.value) {
            reference = sweep(terms, reference, day(sweepDays[nextSweep++]!), cap);
          }
          reference = sweep(terms, reference, day(p.value), cap);
          let money: Booked = { amount: amountOf(p), paid: 'instalment' };
          if (p.rollover) {
            try {
              const cost = rolloverQuote(foldEntries(terms, reference)!, day(p.value), cap);
              // One that costs nothing is a confirmation, not money that can arrive late.
              if (cost.toPay > 0) money = { amount: cost.toPay, paid: 'rollover' };
            } catch {
              // Not available that day: the borrower paid an instalment instead.
            }
          }
          booked[i] = money;
          const plan = planMoney(terms, reference, day(p.value), money.amount, money.paid, cap);
          if (plan) reference = asBooked(reference, plan.drafts);
          if (plan?.kind === 'rollover') stats.rollovers++;
        }
        for (const on of sweepDays.slice(nextSweep))
          reference = sweep(terms, reference, day(on), cap);

        // The same payments as they arrive (value + delay), the clock sweeping on each day.
        const arrivals = paid
          .map((p, i) => ({ p, i, on: p.value + p.delay }))
          .sort((a, b) => a.on - b.on || a.i - b.i);
        if (arrivals.some((a, k) => k > 0 && a.p.value < arrivals[k - 1]!.p.value)) {
          stats.reordered++;
        }
        let late = asBooked([], planDisbursement(q));
        const clock = [
          ...sweeps.map((on) => ({ on, i: -1 })),
          ...arrivals.map(({ on, i }) => ({ on, i })),
        ].sort((a, b) => a.on - b.on || a.i - b.i);
        for (const { on, i } of clock) {
          late = sweep(terms, late, day(on), cap);
          if (i < 0) continue;
          const money = booked[i]!;
          const p = paid[i]!;
          const plan = planValuedPayment(terms, late, day(p.value), money.amount, money.paid, cap);
          if (p.delay > 0) stats.late++;
          if (plan.undone.length > 0) stats.replayed++;
          if (plan.undone.some((e) => e.type === 'penalty')) stats.penaltyUndone++;
          late = asBooked(late, plan.drafts);
        }

        if (late.some((e) => e.type === 'credit_applied')) stats.credit++;
        const end = Math.max(...clock.map((c) => c.on), ...paid.map((p) => p.value));
        // The clock on the last day in both, so that the booked entries compare as well.
        reference = sweep(terms, reference, day(end), cap);
        late = sweep(terms, late, day(end), cap);
        for (const k of [0, look]) {
          const on = day(end + k);
          expect(summary(terms, late, on, cap)).toEqual(summary(terms, reference, on, cap));
          // What orders reconcile checks: the entries as booked come to their value-dated replay.
          const replayed = valueDatedReplay(terms, late, cap);
          expect(summary(terms, replayed, on, cap)).toMatchObject({
            ...summary(terms, late, on, cap),
            penalties: expect.any(Number),
          });
        }
      }),
      { numRuns: Number(process.env.VALUE_DATE_RUNS ?? 300) },
    );
    // Typical counts in 300 runs: 640 late, 70 replays, 20 penalties undone, 170 rollovers, 45
    // histories whose money arrives out of value-date order, 190 with credit applied (money paid
    // before anything was due is a credit); the floors leave a wide margin.
    expect(stats.late).toBeGreaterThan(300);
    expect(stats.replayed).toBeGreaterThan(25);
    expect(stats.penaltyUndone).toBeGreaterThan(5);
    expect(stats.rollovers).toBeGreaterThan(60);
    expect(stats.reordered).toBeGreaterThan(15);
    expect(stats.credit).toBeGreaterThan(60);
  });
  it('a payment reversed ends in the balances of the same history without it', () => {
    let reversals = 0;
    fc.assert(
      fc.property(historyArb, fc.nat(), ({ start, paid, sweeps, look }, pick) => {
        const { cap, quote: q, loan } = start;
        const terms: LoanTerms = { ...loan };
        const day = (n: number) => addDays(q.releaseDate, n);
        const k = pick % paid.length;
        const order = paid
          .map((p, i) => ({ p, i }))
          .sort((a, b) => a.p.value - b.p.value || a.i - b.i);
        // Money a rollover took is what it cost in the history with every payment.
        const amounts = new Map<number, Booked>();
        const onTime = (skip?: number) => {
          let entries = asBooked([], planDisbursement(q));
          let targets: LedgerEntry[] = [];
          for (const { p, i } of order) {
            for (const s of sweeps.filter((d) => d <= p.value)) {
              entries = sweep(terms, entries, day(s), cap);
            }
            entries = sweep(terms, entries, day(p.value), cap);
            if (i === skip) continue;
            let money = amounts.get(i);
            if (!money) {
              money = {
                amount: Math.max(1, Math.floor((q.totalRepayable * p.permille) / 1000)),
                paid: 'instalment',
              };
              if (p.rollover) {
                try {
                  const cost = rolloverQuote(foldEntries(terms, entries)!, day(p.value), cap);
                  if (cost.toPay > 0) money = { amount: cost.toPay, paid: 'rollover' };
                } catch {
                  // not available that day
                }
              }
              amounts.set(i, money);
            }
            const plan = planMoney(terms, entries, day(p.value), money.amount, money.paid, cap);
            if (!plan) continue;
            const before = entries.length;
            entries = asBooked(entries, plan.drafts);
            if (i === k && plan.kind === 'instalment') {
              targets = entries.slice(before).filter((e) => REVERSED_WITH_PAYMENT.includes(e.type));
            }
          }
          return { entries, targets };
        };
        const all = onTime();
        if (all.targets.length === 0) return;
        const end = Math.max(...paid.map((p) => p.value), ...sweeps) + 1;
        const without = onTime(k).entries;
        let reversed = asBooked(
          all.entries,
          planReversal(terms, all.entries, all.targets, day(end), cap),
        );
        reversed = sweep(terms, reversed, day(end), cap);
        const reference = sweep(terms, without, day(end), cap);
        reversals++;
        for (const n of [0, look]) {
          const on = day(end + n);
          expect(summary(terms, reversed, on, cap)).toEqual(summary(terms, reference, on, cap));
        }
      }),
      { numRuns: Number(process.env.VALUE_DATE_RUNS ?? 200) },
    );
    expect(reversals).toBeGreaterThan(80);
  });
});
