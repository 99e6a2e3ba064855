import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_CAP as CAP } from './cost-cap.ts';
import { effectiveEntries, foldEntries, loanFigures } from './ledger-fold.ts';
import {
  asBooked,
  planDisbursement,
  planPayment,
  planPenalty,
  planRollover,
} from './ledger-plan.ts';
import { planReversal, planValuedPayment } from './ledger-replay.ts';
import type { LedgerEntry, LoanTerms } from './ledger-types.ts';
import { quote } from './quote.ts';
import { rolloverQuote } from './rollover.ts';
import { NO_CAP, ONE_PERIOD, RELEASE } from './testing-fixtures.ts';
import type { CostCap } from './types.ts';

// ₱5,000.00 on ONE_PERIOD, repeat client (penalty 80,000): 522,750 due 2025-04-11.
const terms: LoanTerms = { termDays: 91, periods: 1, dailyInterestBps: 5, clientKind: 'repeat' };
const DUE = '2025-04-11';

function released(cap: CostCap = CAP): LedgerEntry[] {
  return asBooked([], planDisbursement(quote(ONE_PERIOD, 500_000, RELEASE, cap)));
}

function sweep(entries: LedgerEntry[], on: string, cap: CostCap = CAP) {
  return asBooked(entries, planPenalty(foldEntries(terms, entries)!, on, cap));
}

describe('a payment booked after its value date', () => {
  it('paid in full on the due date, booked the next day after the sweep: settled, no charges', () => {
    let entries = sweep(released(), '2025-04-12');
    expect(loanFigures(terms, entries, '2025-04-12', CAP)!.penalty.charged).toBe(80_000);
    const plan = planValuedPayment(terms, entries, DUE, 522_750, 'instalment', CAP);
    expect(plan.undone.map((e) => e.type)).toEqual(['penalty']);
    const reversal = plan.drafts[0]!;
    expect(reversal).toMatchObject({ type: 'reversal', effectiveOn: '2025-04-12', amount: 80_000 });
    expect(reversal.details.reason).toBe(
      'value date: money paid on 2025-04-11 is booked before this entry',
    );
    expect(plan.drafts[1]).toMatchObject({ type: 'repayment', effectiveOn: DUE, amount: 522_750 });
    entries = asBooked(entries, plan.drafts);
    const f = loanFigures(terms, entries, '2025-04-13', CAP)!;
    expect(f).toMatchObject({ phase: 'settled', totalOwed: 0, credit: 0 });
    expect(f.penalty.charged + f.defaultInterest.charged).toBe(0);
  });

  it('books the later payments again on their own dates, after it (new entries)', () => {
    // Paid ₱1,000 on the 20th (after the penalty and 9 days of default interest); the money
    // paid on the due date arrives afterwards.
    let entries = sweep(released(), '2025-04-12');
    entries = asBooked(entries, planPayment(terms, entries, '2025-04-20', 100_000, CAP).drafts);
    const before = entries.length;
    const plan = planValuedPayment(terms, entries, DUE, 422_750, 'instalment', CAP);
    expect(plan.undone.map((e) => e.type)).toEqual(['penalty', 'default_interest', 'repayment']);
    entries = asBooked(entries, plan.drafts);
    const rebooked = entries.slice(before).filter((e) => e.type === 'repayment');
    expect(rebooked.map((e) => [e.effectiveOn, e.amount])).toEqual([
      [DUE, 422_750],
      ['2025-04-20', 100_000],
    ]);
    expect(rebooked[1]!.rebooks).toBe(plan.undone[2]!.id);
    // 100,000 was left after the due date: the penalty (80,000) and 9 days of default interest
    // at 5 % of 100,000 (45,000); the ₱1,000 of the 20th pays the penalty and 20,000 of it.
    expect(rebooked[1]).toMatchObject({ penalty: 80_000, defaultInterest: 20_000, principal: 0 });
    const f = loanFigures(terms, entries, '2025-04-20', CAP)!;
    expect(f).toMatchObject({ phase: 'overdue', totalOwed: 125_000, paidTotal: 522_750 });
    expect(effectiveEntries(entries).filter((e) => e.type === 'penalty')).toHaveLength(1);
  });
});

describe('a reversal', () => {
  it('charges the penalty at once and default interest from the due date, not the reversal', () => {
    // Paid on the due date, the payment reversed 30 days later.
    let entries = released(NO_CAP);
    const paid = planPayment(terms, entries, DUE, 522_750, NO_CAP).drafts;
    entries = asBooked(entries, paid);
    const repayment = entries.find((e) => e.type === 'repayment')!;
    const drafts = planReversal(terms, entries, [repayment], '2025-05-11', NO_CAP);
    expect(drafts.map((d) => d.type)).toEqual(['reversal', 'penalty']);
    entries = asBooked(entries, drafts);
    const f = loanFigures(terms, entries, '2025-05-11', NO_CAP)!;
    expect(f.penalty).toMatchObject({ charged: 80_000, owed: 80_000 });
    // 30 days at 5 % of 522,750 = 784,125.
    expect(f.defaultInterest.charged).toBe(784_125);
    expect(f.totalOwed).toBe(522_750 + 80_000 + 784_125);
  });

  it('books the payments after the reversed one again, without it', () => {
    let entries = released(NO_CAP);
    entries = asBooked(entries, planPayment(terms, entries, DUE, 22_750, NO_CAP).drafts);
    const first = entries.at(-1)!;
    entries = asBooked(entries, planPayment(terms, entries, '2025-04-15', 100_000, NO_CAP).drafts);
    entries = asBooked(entries, planReversal(terms, entries, [first], '2025-04-20', NO_CAP));
    // Without the first payment the second one on the 15th met the penalty and 4 days of default
    // interest on 522,750 (104,550), and took its ₱1,000 for them.
    const live = effectiveEntries(entries).filter((e) => e.type === 'repayment');
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({
      effectiveOn: '2025-04-15',
      penalty: 80_000,
      defaultInterest: 20_000,
    });
  });
});

describe('a rollover on an overdue day', () => {
  it('charges each day from the old due date to the new once: default interest, then a period', () => {
    const entries = sweep(released(), '2025-04-12');
    const state = foldEntries(terms, entries)!;
    const q = rolloverQuote(state, '2025-04-12', CAP);
    // One day of default (the 12th, in the default interest paid now) and 91 days of the new
    // period, 2025-04-13 .. 2025-07-12: the extension is 92 days, its interest 91 days'.
    expect(q).toMatchObject({
      newDueDate: '2025-07-12',
      extensionDays: 92,
      extensionInterest: 22_750,
    });
    const plan = planRollover(terms, entries, '2025-04-12', CAP, q.amountDue);
    const booked = asBooked(entries, plan.drafts);
    const f = loanFigures(terms, booked, '2025-04-12', CAP)!;
    expect(f.defaultInterest).toMatchObject({ charged: 26_138, paid: 26_138 });
    // Nothing accrues again before the new due date.
    const later = loanFigures(terms, booked, '2025-07-12', CAP)!;
    expect(later.defaultInterest.charged).toBe(26_138);
    expect(later.phase).toBe('due');
  });
});
