import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.ts';
import { prepaymentAllowed } from './prepayment.ts';
import { fiveThousandLoan, RELEASE, tenThousandFourPeriods } from './testing-fixtures.ts';

const after = (days: number) => addDays(RELEASE, days);

describe('prepaymentAllowed', () => {
  it('91-day term: half is 45.5 days, so from day 46 after release', () => {
    const loan = fiveThousandLoan();
    expect(prepaymentAllowed(loan, after(0))).toEqual({ allowed: false, reason: 'halfTerm' });
    expect(prepaymentAllowed(loan, after(45))).toEqual({ allowed: false, reason: 'halfTerm' });
    expect(prepaymentAllowed(loan, after(46))).toEqual({ allowed: true });
    expect(prepaymentAllowed(loan, after(-1))).toEqual({ allowed: false, reason: 'halfTerm' });
  });

  it('120-day term: from day 60 after release', () => {
    const loan = tenThousandFourPeriods();
    expect(prepaymentAllowed(loan, after(59)).allowed).toBe(false);
    expect(prepaymentAllowed(loan, after(60)).allowed).toBe(true);
  });

  it('never earlier than 7 days after release (binds only when half the term is shorter)', () => {
    // a 10-day term: half is day 5, but 7 days must pass
    const loan = { ...fiveThousandLoan(), termDays: 10 };
    expect(prepaymentAllowed(loan, after(4))).toEqual({ allowed: false, reason: 'halfTerm' });
    expect(prepaymentAllowed(loan, after(5))).toEqual({ allowed: false, reason: 'sevenDays' });
    expect(prepaymentAllowed(loan, after(6))).toEqual({ allowed: false, reason: 'sevenDays' });
    expect(prepaymentAllowed(loan, after(7))).toEqual({ allowed: true });
  });
});
