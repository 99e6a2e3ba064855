import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.ts';
import { DEFAULT_COST_CAP as CAP } from './cost-cap.ts';
import { effectiveEntries, foldEntries, loanFigures } from './ledger-fold.ts';
import {
  asBooked,
  creditOf,
  planDisbursement,
  planPayment,
  planPenalty,
  planRefund,
  planRollover,
} from './ledger-plan.ts';
import { planDueCredit, planMoney, planReversal, valueDatedReplay } from './ledger-replay.ts';
import type { LedgerEntry, LoanTerms } from './ledger-types.ts';
import { grossPayableAsOf, payableAsOf } from './payable.ts';
import { quote } from './quote.ts';
import { rolloverQuote } from './rollover.ts';
import { FOUR_PERIODS, ONE_PERIOD, RELEASE } from './testing-fixtures.ts';

// ₱10,000.00 on FOUR_PERIODS (30-day instalments): prepayment is not allowed before day 60, so
// money beyond the instalment due is a credit.
const four: LoanTerms = { termDays: 120, periods: 4, dailyInterestBps: 10, clientKind: 'repeat' };
const q4 = quote(FOUR_PERIODS, 1_000_000, RELEASE, CAP);
const [first, second] = q4.schedule as [(typeof q4.schedule)[0], (typeof q4.schedule)[0]];

function released(): LedgerEntry[] {
  return asBooked([], planDisbursement(q4));
}

function paidAhead(extra: number): LedgerEntry[] {
  const entries = released();
  const plan = planPayment(four, entries, first.dueDate, first.amount + extra, CAP);
  return asBooked(entries, plan.drafts);
}

function sameFigures(entries: LedgerEntry[], asOf: string) {
  const replayed = valueDatedReplay(four, entries, CAP);
  expect(loanFigures(four, replayed, asOf, CAP)).toEqual(loanFigures(four, entries, asOf, CAP));
}

describe('a credit is applied to the next charge (decision 0086)', () => {
  it('money beyond the instalment due is a credit; what is asked next is net of it', () => {
    const entries = paidAhead(10_000);
    const f = loanFigures(four, entries, first.dueDate, CAP)!;
    expect(f).toMatchObject({ credit: 10_000, amountDue: 0, paidToCredit: 10_000 });
    const state = foldEntries(four, entries)!;
    const day = second.dueDate;
    expect(payableAsOf(state, day, CAP)).toBe(grossPayableAsOf(state, day, CAP) - 10_000);
    expect(payableAsOf(state, addDays(first.dueDate, 1), CAP)).toBe(0);
  });

  it('the next payment applies the credit first: paying the rest clears the instalment', () => {
    let entries = paidAhead(10_000);
    const plan = planPayment(four, entries, second.dueDate, second.amount - 10_000, CAP);
    expect(plan.drafts.map((d) => [d.type, d.amount])).toEqual([
      ['credit_applied', 10_000],
      ['repayment', second.amount - 10_000],
    ]);
    entries = asBooked(entries, plan.drafts);
    const f = loanFigures(four, entries, second.dueDate, CAP)!;
    expect(f).toMatchObject({ credit: 0, creditApplied: 10_000, amountDue: 0, daysOverdue: 0 });
    // Every centavo received is counted once: applied credit is paid, no longer credit.
    expect(f.paidTotal + f.paidToCredit).toBe(first.amount + second.amount);
    expect(f.paidToCredit).toBe(0);
  });

  it('a credit that covers the next instalment pays it on its due date, even booked late', () => {
    let entries = paidAhead(second.amount);
    // The clock visits two days late, after a sweep charged the penalty.
    const late = addDays(second.dueDate, 2);
    entries = asBooked(entries, planPenalty(foldEntries(four, entries)!, late, CAP));
    expect(effectiveEntries(entries).some((e) => e.type === 'penalty')).toBe(true);
    const drafts = planDueCredit(four, entries, late, CAP);
    expect(drafts.map((d) => [d.type, d.effectiveOn])).toEqual([
      ['reversal', addDays(second.dueDate, 1)],
      ['credit_applied', second.dueDate],
    ]);
    expect(drafts[0]!.details.reason).toBe(
      `value date: credit applied on ${second.dueDate} is booked before this entry`,
    );
    entries = asBooked(entries, drafts);
    const f = loanFigures(four, entries, late, CAP)!;
    expect(f).toMatchObject({ credit: 0, daysOverdue: 0, phase: 'disbursed' });
    expect(f.penalty.charged + f.defaultInterest.charged).toBe(0);
    // Once applied, nothing more to apply; the value-dated replay agrees.
    expect(planDueCredit(four, entries, late, CAP)).toEqual([]);
    sameFigures(entries, late);
  });

  it('nothing is applied before anything falls due', () => {
    const entries = paidAhead(10_000);
    expect(planDueCredit(four, entries, addDays(second.dueDate, -1), CAP)).toEqual([]);
  });

  it('a reversed payment gives back the credit it applied, which pays what fell due on its day', () => {
    let entries = paidAhead(10_000);
    const plan = planPayment(four, entries, second.dueDate, second.amount - 10_000, CAP);
    entries = asBooked(entries, plan.drafts);
    const own = entries.slice(-2);
    const day = addDays(second.dueDate, 1);
    const reversed = asBooked(entries, planReversal(four, entries, own, day, CAP));
    const again = effectiveEntries(reversed).filter((e) => e.type === 'credit_applied');
    expect(again.map((e) => [e.effectiveOn, e.amount])).toEqual([[second.dueDate, 10_000]]);
    expect(loanFigures(four, reversed, day, CAP)!.instalmentsDue).toBe(second.amount - 10_000);
    sameFigures(reversed, day);
  });
});

describe('a credit pays a rollover first', () => {
  const one: LoanTerms = { termDays: 91, periods: 1, dailyInterestBps: 5, clientKind: 'repeat' };
  const DUE = '2025-04-11';

  function rolledOverWithCredit(): LedgerEntry[] {
    let entries = asBooked([], planDisbursement(quote(ONE_PERIOD, 500_000, RELEASE, CAP)));
    const cost = rolloverQuote(foldEntries(one, entries)!, DUE, CAP).amountDue;
    // Money taken for a rollover quote that has since fallen: ₱100 more than it cost.
    entries = asBooked(entries, planRollover(one, entries, DUE, CAP, cost + 10_000).drafts);
    expect(creditOf(entries)).toBe(10_000);
    return entries;
  }

  it('the next rollover costs ₱100 less and uses the credit', () => {
    let entries = rolledOverWithCredit();
    const nextDue = foldEntries(one, entries)!.schedule[0]!.dueDate;
    const quoted = rolloverQuote(foldEntries(one, entries)!, nextDue, CAP);
    expect(quoted.toPay).toBe(quoted.amountDue - 10_000);
    const plan = planMoney(one, entries, nextDue, quoted.toPay, 'rollover', CAP)!;
    expect(plan.kind).toBe('rollover');
    expect(plan.drafts.map((d) => [d.type, d.amount])).toEqual([
      ['credit_applied', 10_000],
      ['repayment', quoted.toPay],
      ['rollover', quoted.extensionInterest],
    ]);
    entries = asBooked(entries, plan.drafts);
    const f = loanFigures(one, entries, nextDue, CAP)!;
    expect(f).toMatchObject({ credit: 0, rollovers: 2, daysOverdue: 0 });
    // The credit and the new money paid the interest due between them.
    expect(f.paidTotal + f.paidToCredit).toBe(
      effectiveEntries(entries)
        .filter((e) => e.type === 'repayment')
        .reduce((sum, e) => sum + e.amount, 0),
    );
  });

  it('a refund of credit does not price a rollover booked again by a value-dated replay', () => {
    // Interest paid on the due date, the free rollover, then twice the balance paid: the
    // overpayment refunded. Replayed from the release, the refund (money that left) stays while
    // the overpayment is undone and booked again: the rollover must still cost nothing.
    let entries = asBooked([], planDisbursement(quote(ONE_PERIOD, 500_000, RELEASE, CAP)));
    const interest = rolloverQuote(foldEntries(one, entries)!, DUE, CAP).amountDue;
    entries = asBooked(entries, planPayment(one, entries, DUE, interest, CAP).drafts);
    entries = asBooked(entries, planRollover(one, entries, DUE, CAP).drafts);
    const later = foldEntries(one, entries)!.schedule[0]!.dueDate;
    const owed = loanFigures(one, entries, later, CAP)!.totalOwed;
    entries = asBooked(entries, planPayment(one, entries, later, 2 * owed, CAP).drafts);
    entries = asBooked(entries, [planRefund(entries, later, owed)]);
    const replayed = valueDatedReplay(one, entries, CAP);
    expect(loanFigures(one, replayed, later, CAP)).toEqual(loanFigures(one, entries, later, CAP));
    expect(loanFigures(one, entries, later, CAP)).toMatchObject({ phase: 'settled', credit: 0 });
  });
});
