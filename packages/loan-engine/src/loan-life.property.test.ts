import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayment } from './allocation.ts';
import { amountDueAsOf, balancesAsOf, totalCostAsOf } from './balances.ts';
import { addDays } from './calendar.ts';
import { capAmount } from './cost-cap.ts';
import { defaultFiguresAsOf } from './default-figures.ts';
import { applyPayment } from './payment.ts';
import { phaseAsOf } from './phase.ts';
import { applyRollover, rolloverQuote } from './rollover.ts';
import { asOfOffsetsArb, quotedLoanArb, type Step, stepArb } from './testing-arbitraries.ts';
import type { Balances, CostCap, LoanPhase, LoanState } from './types.ts';

const isMoney = (n: number) => Number.isSafeInteger(n) && n >= 0;
const RANK: Record<LoanPhase, number> = { disbursed: 0, due: 1, overdue: 2, settled: 3 };

function expectBalances(b: Balances) {
  expect([b.penalty, b.interest, b.principal, b.total].every(isMoney)).toBe(true);
  expect(b.total).toBe(b.penalty + b.interest + b.principal);
}

/** What must hold for any loan state, on any day. */
function checkState(loan: LoanState, asOf: string, cap: CostCap) {
  const payoff = balancesAsOf(loan, asOf, cap);
  expectBalances(payoff);
  const due = amountDueAsOf(loan, asOf, cap);
  expectBalances(due);
  expect(due.penalty).toBe(payoff.penalty);
  expect(due.interest).toBeLessThanOrEqual(payoff.interest);
  expect(due.principal).toBeLessThanOrEqual(payoff.principal);
  expect(totalCostAsOf(loan, asOf, cap)).toBeLessThanOrEqual(capAmount(loan.principal, cap));
  const f = defaultFiguresAsOf(loan, asOf, cap);
  const tiers = f.tierBreakdown.reduce((sum, t) => sum + t.amount, 0);
  expect([f.oneTimePenalty, f.defaultInterest, f.defaultInterestCarried].every(isMoney)).toBe(true);
  expect(
    f.tierBreakdown.every((t) => isMoney(t.amount) && t.days === t.toDay - t.fromDay + 1),
  ).toBe(true);
  expect(f.defaultInterestCarried + tiers).toBe(f.defaultInterest);
  expect(loan.schedule.reduce((sum, s) => sum + s.principal, 0)).toBe(loan.principal);
  expect(loan.schedule.every((s) => s.amount === s.principal + s.interest)).toBe(true);
}

function step(loan: LoanState, s: Step, asOf: string, cap: CostCap): LoanState {
  if (s.kind === 'rollover') {
    if (!['due', 'overdue'].includes(phaseAsOf(loan, asOf, cap))) return loan;
    if (
      loan.paid.interest + loan.paid.principal >=
      loan.schedule.reduce((a, i) => a + i.amount, 0)
    ) {
      return loan;
    }
    const q = rolloverQuote(loan, asOf, cap);
    const next = applyRollover(loan, asOf, cap);
    expect(q.amountDue).toBe(q.penaltyDue + q.interestDue);
    expect(next.principal).toBe(loan.principal);
    expect(next.paid.principal).toBe(loan.paid.principal);
    expect(next.paid.interest - loan.paid.interest).toBe(q.interestDue);
    expect(next.rollovers).toBe(loan.rollovers + 1);
    expect(balancesAsOf(next, asOf, cap).penalty).toBe(0);
    expect(phaseAsOf(next, asOf, cap)).toBe('disbursed');
    return next;
  }
  if (s.kind === 'payUnfrozen') {
    const owed = balancesAsOf(loan, asOf, cap);
    const a = allocatePayment(owed, Math.floor((owed.total * s.permille) / 1000));
    const paid = loan.paid;
    return {
      ...loan,
      penaltyCharged: loan.penaltyCharged || defaultFiguresAsOf(loan, asOf, cap).daysOverdue > 0,
      paid: {
        penalty: paid.penalty + a.penalty,
        interest: paid.interest + a.interest,
        principal: paid.principal + a.principal,
      },
    };
  }
  const amount =
    s.kind === 'payDue'
      ? amountDueAsOf(loan, asOf, cap).total
      : Math.floor((balancesAsOf(loan, asOf, cap).total * s.permille) / 1000);
  const { loan: next, allocation: a } = applyPayment(loan, asOf, amount, cap);
  expect(a.penalty + a.interest + a.principal + a.unapplied).toBe(amount);
  expect(next.paid.penalty - loan.paid.penalty).toBe(a.penalty);
  expect(next.paid.interest - loan.paid.interest).toBe(a.interest);
  expect(next.paid.principal - loan.paid.principal).toBe(a.principal);
  return next;
}

const lifeArb = fc.record({
  start: quotedLoanArb,
  steps: fc.array(stepArb, { maxLength: 8 }),
  offsets: asOfOffsetsArb,
});

describe('loan life properties (random loans, payments, rollovers and days)', () => {
  it('balances stay non-negative and total cost never exceeds the cap, any day 0..600', () => {
    fc.assert(
      fc.property(lifeArb, ({ start, steps, offsets }) => {
        const { cap } = start;
        let loan = start.loan;
        let date = loan.releaseDate;
        for (const s of steps) {
          date = addDays(date, s.gap);
          loan = step(loan, s, date, cap);
          checkState(loan, date, cap);
          for (const k of offsets) checkState(loan, addDays(loan.releaseDate, k), cap);
        }
        for (const k of offsets) checkState(loan, addDays(loan.releaseDate, k), cap);
      }),
      { numRuns: 1500 },
    );
  });

  it('without payments, phase and balances only move forward in time', () => {
    fc.assert(
      fc.property(lifeArb, ({ start, steps }) => {
        const { cap } = start;
        let loan = start.loan;
        let date = loan.releaseDate;
        for (const s of steps) {
          date = addDays(date, s.gap);
          loan = step(loan, s, date, cap);
        }
        let rank = -1;
        let total = 0;
        for (let k = 0; k <= 600; k += 7) {
          const asOf = addDays(loan.releaseDate, k);
          const next = RANK[phaseAsOf(loan, asOf, cap)];
          expect(next).toBeGreaterThanOrEqual(rank);
          const owed = balancesAsOf(loan, asOf, cap).total;
          expect(owed).toBeGreaterThanOrEqual(total);
          rank = next;
          total = owed;
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('paying what is due every due date settles the loan with no default charges', () => {
    fc.assert(
      fc.property(quotedLoanArb, ({ loan: start, cap }) => {
        let loan = start;
        for (const item of start.schedule) {
          loan = applyPayment(
            loan,
            item.dueDate,
            amountDueAsOf(loan, item.dueDate, cap).total,
            cap,
          ).loan;
        }
        const end = start.schedule.at(-1)!.dueDate;
        expect(phaseAsOf(loan, end, cap)).toBe('settled');
        expect(loan.paid).toEqual({
          penalty: 0,
          interest: start.schedule.reduce((a, s) => a + s.interest, 0),
          principal: start.principal,
        });
        expect(phaseAsOf(loan, addDays(end, 400), cap)).toBe('settled');
      }),
      { numRuns: 1000 },
    );
  });
});
