import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.ts';
import { DEFAULT_COST_CAP } from './cost-cap.ts';
import { loanFigures } from './ledger-fold.ts';
import { asBooked, planDisbursement, planPayment, planRollover } from './ledger-plan.ts';
import type { LoanTerms } from './ledger-types.ts';
import { quote } from './quote.ts';
import { ONE_PERIOD, RELEASE } from './testing-fixtures.ts';

const cap = DEFAULT_COST_CAP;
const terms: LoanTerms = { termDays: 91, periods: 1, dailyInterestBps: 5, clientKind: 'new' };
const DUE = '2025-04-11';

function released() {
  return asBooked([], planDisbursement(quote(ONE_PERIOD, 500_000, RELEASE, cap)));
}

describe('the standing of a loan in its figures', () => {
  it('before half the term: nothing payable, the next instalment named', () => {
    const f = loanFigures(terms, released(), addDays(RELEASE, 10), cap)!;
    expect(f).toMatchObject({
      releaseDate: RELEASE,
      daysOverdue: 0,
      instalmentsDue: 0,
      amountDue: 0,
      payable: 0,
      extension: undefined,
    });
    expect(f.nextDue).toMatchObject({ dueDate: DUE, unpaid: 522_750 });
  });

  it('from day 46 the whole balance is payable though nothing is due', () => {
    const f = loanFigures(terms, released(), addDays(RELEASE, 46), cap)!;
    expect(f.amountDue).toBe(0);
    expect(f.payable).toBe(f.totalOwed);
    expect(f.payable).toBe(522_750);
  });

  it('overdue: days past due and the instalment apart from the charges', () => {
    const f = loanFigures(terms, released(), addDays(DUE, 3), cap)!;
    expect(f.daysOverdue).toBe(3);
    expect(f.instalmentsDue).toBe(522_750);
    expect(f.amountDue).toBe(522_750 + f.penalty.owed + f.defaultInterest.owed);
  });

  it('an overpayment counts as paid to credit, not towards the loan', () => {
    let entries = released();
    entries = asBooked(entries, planPayment(terms, entries, DUE, 600_000, cap).drafts);
    const f = loanFigures(terms, entries, DUE, cap)!;
    expect(f.paidTotal).toBe(522_750);
    expect(f.paidToCredit).toBe(600_000 - 522_750);
    expect(f.credit).toBe(600_000 - 522_750);
    expect(f.payable).toBe(0);
  });

  it('after a rollover: how often and how far the loan moved', () => {
    let entries = released();
    entries = asBooked(entries, planRollover(terms, entries, DUE, cap).drafts);
    const f = loanFigures(terms, entries, DUE, cap)!;
    expect(f.extension).toEqual({ times: 1, days: 91, finalDueDate: addDays(DUE, 91) });
  });
});
